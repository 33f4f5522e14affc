/**
 * The long-polling wire of the Firebase web SDK (its `BrowserPollConnection`): the client loads
 * `/.lp?…` URLs as `<script>` tags inside a hidden iframe, and each response is JavaScript calling
 * back into the page. `pLPCommand<cb>(command, …)` carries control (`start` with the connection's
 * id and password, `close`); `pRTLPCB<cb>(n, [messages])` carries the n-th batch of protocol
 * messages, which the SDK reorders by n. Requests carry their messages as numbered segments
 * (`seg<i>`, `ts<i>` segments in that message, `d<i>` the text) of web-safe base64.
 */

/** The callback suffix the page registered (`cb` of the start request); digits only, as the SDK makes it. */
export function callbackId(raw: string | null): string | null {
  return raw !== null && /^\d{1,20}$/.test(raw) ? raw : null;
}

/**
 * The callbacks live on the page, the scripts run in its iframe; a client without a `cb` (the
 * SDK's Node.js variant) evaluates the body with the two names bound.
 */
function callee(name: 'pLPCommand' | 'pRTLPCB', cb: string | null): string {
  return cb === null ? name : `window.parent.${name}${cb}`;
}

export function startScript(cb: string | null, id: string, password: string): string {
  return `${callee('pLPCommand', cb)}('start',${JSON.stringify(id)},${JSON.stringify(password)});`;
}

/** `close` with the number of the last batch sent, so the client still runs every batch before it. */
export function closeScript(cb: string | null, lastBatch: number | null): string {
  return `${callee('pLPCommand', cb)}('close'${lastBatch === null ? '' : `,${lastBatch}`});`;
}

/**
 * One batch: `messages` are JSON texts. Each goes in as a string the page hands to `JSON.parse`,
 * not as a literal: in JavaScript source `{"__proto__": …}` sets the object's prototype, where
 * JSON makes it a key like any other.
 */
export function batchScript(cb: string | null, batch: number, messages: readonly string[]): string {
  return `${callee('pRTLPCB', cb)}(${batch},[${messages.map((text) => `JSON.parse(${JSON.stringify(text)})`).join(',')}]);`;
}

export interface Segment {
  /** Position in the connection's sequence of segments, from 0. */
  readonly seg: number;
  /** How many segments the message this one belongs to spans. */
  readonly total: number;
  readonly data: string;
}

/** The segments a poll carries (`seg0`/`ts0`/`d0`, `seg1`/…), in order; null when one is malformed. */
export function segmentsOf(params: URLSearchParams): Segment[] | null {
  const segments: Segment[] = [];
  for (let i = 0; params.has(`seg${i}`); i++) {
    const seg = Number(params.get(`seg${i}`));
    const total = Number(params.get(`ts${i}`));
    const data = params.get(`d${i}`);
    if (!Number.isSafeInteger(seg) || seg < 0 || !Number.isSafeInteger(total) || total < 1 || data === null) return null;
    segments.push({ seg, total, data });
  }
  return segments;
}

/** The SDK's web-safe base64 (`-`, `_`, and `.` for padding) back to text. */
export function decodeSegmentData(text: string): string | null {
  if (!/^[A-Za-z0-9_\-.]*$/.test(text)) return null;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/').replace(/\./g, '='), 'base64').toString('utf8');
}
