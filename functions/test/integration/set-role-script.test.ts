import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createUser, readDatabase } from '@vegeo/testkit';
import { describe, expect, it } from 'vitest';
import { client } from './client.js';

const script = fileURLToPath(new URL('../../scripts/set-role.mjs', import.meta.url));
const run = promisify(execFile);

describe('scripts/set-role.mjs', () => {
  it('makes the first admin with admin credentials: claim and /users mirror', async () => {
    const user = await createUser({ email: `primera-${Date.now()}@vegeo.test`, role: 'viewer' });
    const { stdout } = await run(process.execPath, [script, user.email, 'admin'], { env: process.env });
    expect(stdout).toContain(`${user.email}: admin`);
    expect(await readDatabase(`/users/${user.uid}`)).toEqual({ email: user.email, role: 'admin' });
    const signedIn = await client(user);
    const claims = (await signedIn.auth.currentUser!.getIdTokenResult(true)).claims;
    expect(claims['role']).toBe('admin');
    await signedIn.close();
  });

  it('says in Spanish that an account does not exist, with exit code 1', async () => {
    const failed = await run(process.execPath, [script, 'nadie@vegeo.test', 'admin'], { env: process.env }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 1, stderr: "No se pudo asignar el rol: no existe la cuenta 'nadie@vegeo.test'\n" });
  });

  it('refuses a role it does not know, with exit code 2', async () => {
    await expect(run(process.execPath, [script, 'x@vegeo.test', 'root'], { env: process.env })).rejects.toMatchObject({ code: 2 });
  });
});
