import { describe, expect, it } from 'vitest';
import { identify } from './identity.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function unsignedToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
const signedToken = (claims: Record<string, unknown>) => `${encode({ alg: 'RS256', kid: 'k' })}.${encode(claims)}.c2ln`;

describe('identify', () => {
  it('treats owner as admin, or as the override firebase-admin asks for', () => {
    expect(identify('owner')).toEqual({ admin: true });
    expect(identify('owner', { noauth: true })).toEqual({ admin: false, auth: null });
    expect(identify('owner', { authvar: { uid: 'svc' } })).toEqual({ admin: false, auth: { uid: 'svc' } });
  });

  it('decodes Auth emulator tokens into auth with every claim', () => {
    const now = Math.floor(Date.now() / 1000);
    const token = unsignedToken({ sub: 'u1', user_id: 'u1', role: 'editor', iat: now, exp: now + 3600, firebase: { sign_in_provider: 'password' } });
    const who = identify(token);
    expect(who).toMatchObject({ admin: false, auth: { uid: 'u1', provider: 'password', token: { role: 'editor', sub: 'u1' } } });
  });

  it('accepts an unsigned token whatever its exp, as the official emulator does (mockUserToken: exp 3600)', () => {
    const mock = unsignedToken({ iss: 'https://securetoken.google.com/demo', aud: 'demo', iat: 0, exp: 3600, sub: 'bob', user_id: 'bob', firebase: { sign_in_provider: 'custom' } });
    expect(identify(mock)).toMatchObject({ admin: false, auth: { uid: 'bob', provider: 'custom' } });
  });

  it.each([
    ['garbage', 'not-a-token', 'invalid_token'],
    ['no payload JSON', 'a.b.c', 'invalid_token'],
    ['no subject', unsignedToken({ iat: 1 }), 'invalid_token'],
    ['a signed one, expired', signedToken({ sub: 'u', exp: 1 }), 'expired_token'],
    ["an Auth emulator one, expired", unsignedToken({ sub: 'u', iat: 1_700_000_000, exp: 1_700_003_600 }), 'expired_token'],
    ['an unsigned one without iat, expired (no mockUserToken: the SDKs always write iat)', unsignedToken({ sub: 'u', exp: 1_700_003_600 }), 'expired_token'],
    ['empty', '', 'invalid_token'],
  ])('refuses %s', (_name, token, status) => {
    expect(() => identify(token)).toThrow(expect.objectContaining({ status }));
  });
});
