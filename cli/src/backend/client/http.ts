import { EXIT, UserError } from '../../userError.js';

/** `fetch`, injectable so tests answer without a network. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** An HTTP answer with its JSON body (`undefined` when it had none or wasn't JSON). */
export interface HttpAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

const TIMEOUT_MS = 60_000;

/**
 * One request. A refused connection, an unknown host or a timeout become one Spanish line with
 * exit code 4; fetch's own `TypeError` must not escape (the CLI reads those as usage errors).
 */
export async function httpJson(fetchImpl: Fetch, url: string, init: RequestInit): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw unreachable(url, error);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { ok: response.ok, status: response.status, body };
}

function unreachable(url: string, error: unknown): UserError {
  const { host, hostname } = new URL(url);
  if ((error as { name?: string }).name === 'TimeoutError') {
    return new UserError(`Tiempo de espera agotado con ${host}.`, EXIT.unreachable);
  }
  const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '::1';
  const hint = local ? ' (¿están en marcha los emuladores?)' : ' (¿hay conexión a Internet?)';
  return new UserError(`No se pudo conectar con ${host}${hint}.`, EXIT.unreachable);
}
