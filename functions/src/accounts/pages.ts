import { createHmac, timingSafeEqual } from 'node:crypto';

// Auth's page tokens are opaque to us, and the Auth emulator takes any text as one (a uid to
// start after). So the `siguiente` the usuarios callable hands out is Auth's token signed with a
// key only the service holds, and a `pagina` that does not carry that signature is refused.

const mac = (key: string, token: string) => createHmac('sha256', key).update(token).digest('base64url');

/** The cursor handed out for Auth's page `token`. */
export function pageCursor(key: string, token: string): string {
  return `${Buffer.from(token).toString('base64url')}.${mac(key, token)}`;
}

/** Auth's page token inside a cursor this service handed out; `null` for any other text. */
export function pageToken(key: string, cursor: string): string | null {
  const [encoded = '', signature = '', ...rest] = cursor.split('.');
  const token = Buffer.from(encoded, 'base64url').toString();
  // Base64 decoding forgives: only the exact encoding of the token counts.
  if (rest.length > 0 || Buffer.from(token).toString('base64url') !== encoded) return null;
  const expected = Buffer.from(mac(key, token));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
