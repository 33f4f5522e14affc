import { createUser, readDatabase, resetEmulators } from '@vegeo/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitRole } from '../../src/backend/accounts/commitRole.js';
import { openAdminSdk, type AdminSdk } from '../../src/backend/adminSdk.js';
import { emulatorEnv, newHome } from './bin.js';

interface Audited {
  uid: string;
  accion: string;
  id: string;
  despues?: { role: string };
}

const auditOf = async (uid: string): Promise<Audited[]> =>
  Object.values(((await readDatabase('/audit')) ?? {}) as Record<string, Audited>).filter((entry) => entry.id === uid);

let adminSdk: AdminSdk;

beforeAll(async () => {
  await resetEmulators();
  adminSdk = await openAdminSdk({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: emulatorEnv(newHome()) }, {});
});

afterAll(async () => {
  await adminSdk?.close();
});

// What `vegeo usuarios rol … --admin-sdk` writes: the role and its audit entry in one update.
describe('a role change made with admin credentials', () => {
  it('is written together with its audit entry, or not at all', async () => {
    const user = await createUser({ email: 'atomica@vegeo.test', role: 'viewer' });
    const account = await (await adminSdk.auth()).getUser(user.uid);
    const version = await readDatabase('/usersMeta/version');

    // An entry dated tomorrow is one the rules refuse: the role may not change without it.
    const tomorrow = () => Date.now() + 86_400_000;
    await expect(commitRole(adminSdk, account, 'editor', tomorrow)).rejects.toThrow(/permission/i);
    expect(await readDatabase(`/users/${user.uid}`)).toEqual({ email: user.email, role: 'viewer' });
    expect(await readDatabase('/usersMeta/version')).toBe(version);
    expect(await auditOf(user.uid)).toEqual([]);

    expect(await commitRole(adminSdk, account, 'editor')).toBe(true);
    expect(await readDatabase(`/users/${user.uid}`)).toEqual({ email: user.email, role: 'editor' });
    expect(await auditOf(user.uid)).toEqual([expect.objectContaining({ uid: 'admin-sdk', accion: 'rol', despues: expect.objectContaining({ role: 'editor' }) })]);
  });

  it('counts only the admins Auth holds enabled, as setRole does', async () => {
    const auth = await adminSdk.auth();
    const off = await createUser({ email: 'apagada@vegeo.test', role: 'admin' });
    const last = await createUser({ email: 'ultima@vegeo.test', role: 'admin' });
    // Disabled in the console: /users still calls it an admin, but it can't act.
    await auth.updateUser(off.uid, { disabled: true });
    await expect(commitRole(adminSdk, await auth.getUser(last.uid), 'viewer')).rejects.toThrow(/último administrador activo/);
    expect(await readDatabase(`/users/${last.uid}`)).toEqual({ email: last.email, role: 'admin' });
  });
});
