import { beforeEach, describe, expect, it } from 'vitest';
import { clearUsers, createUser, getIdToken } from './auth.js';
import { readDatabase } from './database.js';
import { resetEmulators } from './reset.js';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

beforeEach(resetEmulators);

describe('createUser', () => {
  it("gives the user an ID token carrying the role claim", async () => {
    const editor = await createUser({ email: 'editora@vegeo.test', role: 'editor' });
    const claims = claimsOf(await getIdToken(editor));
    expect(claims).toMatchObject({ role: 'editor', email: 'editora@vegeo.test', user_id: editor.uid });
  });

  it('mirrors the role at /users/{uid}', async () => {
    const admin = await createUser({ email: 'admin@vegeo.test', password: 'otraClave1', role: 'admin' });
    expect(await readDatabase(`/users/${admin.uid}`)).toEqual({ email: 'admin@vegeo.test', role: 'admin' });
  });
});

describe('clearUsers', () => {
  it('removes every user, so signing in fails', async () => {
    const viewer = await createUser({ email: 'lector@vegeo.test', role: 'viewer' });
    await clearUsers();
    await expect(getIdToken(viewer)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  });
});
