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
 * A request that got no answer. `dropped`: the connection broke once open (reset, closed by the
 * other side), so the request may have arrived and been carried out, or not.
 */
export class ConnectionError extends UserError {
  constructor(
    message: string,
    readonly dropped: boolean,
  ) {
    super(message, EXIT.unreachable);
    this.name = 'ConnectionError';
  }
}

/** The codes undici gives (as `cause`) to a connection that broke once open. */
const DROPPED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * One request. A refused connection, an unknown host, a timeout or a dropped connection become
 * one Spanish line with exit code 4; fetch's own `TypeError` must not escape (the CLI reads those
 * as usage errors).
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

function unreachable(url: string, error: unknown): ConnectionError {
  const { host, hostname } = new URL(url);
  if ((error as { name?: string }).name === 'TimeoutError') {
    return new ConnectionError(`Tiempo de espera agotado con ${host}.`, false);
  }
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string' && DROPPED.has(cause.code)) {
    return new ConnectionError(`Se cortó la conexión con ${host} antes de recibir la respuesta.`, true);
  }
  const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '::1';
  const hint = local ? ' (¿están en marcha los emuladores?)' : ' (¿hay conexión a Internet?)';
  return new ConnectionError(`No se pudo conectar con ${host}${hint}.`, false);
}
