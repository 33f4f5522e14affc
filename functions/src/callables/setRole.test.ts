import { describe, expect, it } from 'vitest';
import { accounts } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { handle } from './setRole.js';

function setup() {
  const { mirror, users, claims, accounts: list } = accounts();
  list.push({ uid: 'u1', email: 'ana@example.com', emailVerified: true, disabled: false, role: 'viewer' });
  list.push({ uid: 'u2', email: 'sin@example.com', emailVerified: false, disabled: false, role: 'viewer' });
  const store = new MemoryStore(undefined, mirror);
  return { store, claims, deps: { store, users, clock: () => 42 } };
}

describe('setRole', () => {
  it('mirrors /users/{uid}, moves the accounts counter and audits it in one update, then sets the claim', async () => {
    const { store, claims, deps } = setup();
    const result = await handle(deps, as('admin', { email: 'ana@example.com', role: 'editor' }));
    expect(result).toEqual({ uid: 'u1', email: 'ana@example.com', role: 'editor' });
    expect(claims.get('u1')).toBe('editor');
    expect(store.updates).toHaveLength(1);
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'editor' });
    expect(store.get('usersMeta/version')).toBe(1);
    expect(Object.values(store.get('audit') as object)).toEqual([
      { at: 42, uid: 'admin-uid', email: 'admin-uid@example.com', accion: 'rol', tipo: 'usuario', id: 'u1', despues: { email: 'ana@example.com', role: 'editor' } },
    ]);
  });

  it('finds accounts by uid too, and answers not-found for unknown ones', async () => {
    const { deps } = setup();
    await expect(handle(deps, as('admin', { uid: 'u1', role: 'admin' }))).resolves.toMatchObject({ role: 'admin' });
    const missing = await failure(handle(deps, as('admin', { email: 'nadie@example.com', role: 'editor' })));
    expect(missing).toMatchObject({ code: 'not-found', message: "No existe la cuenta 'nadie@example.com'" });
  });

  it('gives editor or admin by e-mail only to a verified address; by uid, or viewer, always', async () => {
    const { store, deps } = setup();
    const refused = await failure(handle(deps, as('admin', { email: 'sin@example.com', role: 'admin' })));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toMatch(/^El correo sin@example.com no está verificado/);
    expect(store.get('users/u2')).toBeUndefined();
    await expect(handle(deps, as('admin', { email: 'sin@example.com', role: 'viewer' }))).resolves.toMatchObject({ role: 'viewer' });
    await expect(handle(deps, as('admin', { uid: 'u2', role: 'editor' }))).resolves.toMatchObject({ role: 'editor' });
  });

  it('lets an admin step down only while another admin is active', async () => {
    const { store, deps } = setup();
    const alone = await failure(handle(deps, as('admin', { uid: 'admin-uid', role: 'viewer' })));
    expect(alone).toMatchObject({ code: 'failed-precondition', details: { motivo: 'regla' } });
    expect(alone.message).toMatch(/^Es el último administrador activo/);
    await handle(deps, as('admin', { uid: 'u1', role: 'admin' }));
    await expect(handle(deps, as('admin', { uid: 'admin-uid', role: 'editor' }))).resolves.toMatchObject({ role: 'editor' });
    expect(store.get('users/admin-uid/role')).toBe('editor');
  });

  it('counts as active only the admins Auth holds enabled: one disabled or deleted in the console is not one', async () => {
    const { store, deps } = setup();
    store.set('users/u1', { email: 'ana@example.com', role: 'admin' });
    store.set('users/u9', { email: 'ida@example.com', role: 'admin' });
    await deps.users.setDisabled('u1', true);
    const alone = await failure(handle(deps, as('admin', { uid: 'admin-uid', role: 'viewer' })));
    expect(alone.message).toMatch(/^Es el último administrador activo/);
    expect(store.get('users/admin-uid/role')).toBe('admin');
    await deps.users.setDisabled('u1', false);
    await expect(handle(deps, as('admin', { uid: 'admin-uid', role: 'editor' }))).resolves.toMatchObject({ role: 'editor' });
  });

  it('is for admins as /users holds them', async () => {
    const { store, deps } = setup();
    expect((await failure(handle(deps, as('editor', { uid: 'u1', role: 'admin' })))).code).toBe('permission-denied');
    expect((await failure(handle(deps, as(null, { uid: 'u1', role: 'admin' })))).code).toBe('unauthenticated');
    store.set('users/admin-uid/role', 'editor');
    expect((await failure(handle(deps, as('admin', { uid: 'u1', role: 'admin' })))).code).toBe('permission-denied');
    expect(store.get('users/u1')).toBeUndefined();
  });

  it('refuses a key that would act as the fields it wraps', async () => {
    const { store, deps } = setup();
    const data = JSON.parse('{"uid":"u1","__proto__":{"role":"admin"}}') as unknown;
    const refused = await failure(handle(deps, as('admin', data)));
    expect(refused).toMatchObject({ code: 'invalid-argument', message: "Campo no permitido: '__proto__'" });
    // As the callable protocol's decoder leaves it: the key already turned into the prototype.
    const decoded = Object.assign(Object.create({ role: 'admin' }) as object, { uid: 'u1' });
    expect((await failure(handle(deps, as('admin', decoded)))).code).toBe('invalid-argument');
    expect(store.get('users/u1')).toBeUndefined();
  });
});
