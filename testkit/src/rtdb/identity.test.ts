import { describe, expect, it } from 'vitest';
import { identify } from './identity.js';

function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

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

  it.each([
    ['garbage', 'not-a-token', 'invalid_token'],
    ['no payload JSON', 'a.b.c', 'invalid_token'],
    ['no subject', unsignedToken({ iat: 1 }), 'invalid_token'],
    ['expired', unsignedToken({ sub: 'u', exp: 1 }), 'expired_token'],
    ['empty', '', 'invalid_token'],
  ])('refuses %s', (_name, token, status) => {
    expect(() => identify(token)).toThrow(expect.objectContaining({ status }));
  });
});
