/**
 * Envelopes of the Realtime Database wire protocol (version 5). Every message is JSON
 * `{t, d}`: `t: "c"` control (handshake `h`, ping `p` / pong `o`, shutdown `s`, error `e`),
 * `t: "d"` data — a request `{r, a, b}`, its response `{r, b: {s, d}}` or a push `{a, b}`.
 */
export const PROTOCOL_VERSION = '5';

export interface DataRequest {
  r: number;
  a: string;
  b: Record<string, unknown>;
}

export type ClientMessage = { kind: 'control'; type: string } | { kind: 'request'; request: DataRequest } | { kind: 'invalid'; reason: string };

/** Classifies a parsed client message without trusting its shape. */
export function readClientMessage(text: string): ClientMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'Malformed JSON' };
  }
  if (!isObject(message) || !isObject(message.d)) return { kind: 'invalid', reason: 'Expected {t, d}' };
  const body = message.d;
  if (message.t === 'c') return { kind: 'control', type: String(body.t) };
  if (message.t !== 'd') return { kind: 'invalid', reason: `Unknown message type ${JSON.stringify(message.t)}` };
  if (typeof body.r !== 'number' || typeof body.a !== 'string') return { kind: 'invalid', reason: 'Request without r or a' };
  const payload = isObject(body.b) ? body.b : {};
  return { kind: 'request', request: { r: body.r, a: body.a, b: payload } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function handshake(host: string, sessionId: string): unknown {
  return { t: 'c', d: { t: 'h', d: { ts: Date.now(), v: PROTOCOL_VERSION, h: host, s: sessionId } } };
}

export function pong(): unknown {
  return { t: 'c', d: { t: 'o', d: {} } };
}

/** Tells the SDK to stop and not reconnect (its reason is logged). */
export function shutdown(reason: string): unknown {
  return { t: 'c', d: { t: 's', d: reason } };
}

/** A server error the SDK logs; the connection stays up. */
export function controlError(reason: string): unknown {
  return { t: 'c', d: { t: 'e', d: reason } };
}

export function response(requestId: number, status: string, data: unknown): unknown {
  return { t: 'd', d: { r: requestId, b: { s: status, d: data } } };
}

export function push(action: string, body: unknown): unknown {
  return { t: 'd', d: { a: action, b: body } };
}
