import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../test/support/memory-store.js';
import { as, failure } from '../../test/support/requests.js';
import { memoryUsers } from '../../test/support/users.js';
import { handle } from './setRole.js';

function setup() {
  const store = new MemoryStore();
  const { users, claims } = memoryUsers([
    { uid: 'u1', email: 'ana@example.com' },
    { uid: 'admin-uid', email: 'admin@example.com' },
  ]);
  return { store, claims, deps: { store, users, clock: () => 42 } };
}

describe('setRole', () => {
  it('sets the claim, mirrors /users/{uid} and audits it in one update', async () => {
    const { store, claims, deps } = setup();
    const result = await handle(deps, as('admin', { email: 'ana@example.com', role: 'editor' }));
    expect(result).toEqual({ uid: 'u1', email: 'ana@example.com', role: 'editor' });
    expect(claims.get('u1')).toBe('editor');
    expect(store.updates).toHaveLength(1);
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'editor' });
    expect(Object.values(store.get('audit') as object)).toEqual([
      { at: 42, uid: 'admin-uid', email: 'admin-uid@example.com', accion: 'rol', tipo: 'usuario', id: 'u1', antes: { role: 'viewer' }, despues: { role: 'editor' } },
    ]);
  });

  it('finds accounts by uid too, and answers not-found for unknown ones', async () => {
    const { deps } = setup();
    await expect(handle(deps, as('admin', { uid: 'u1', role: 'admin' }))).resolves.toMatchObject({ role: 'admin' });
    const missing = await failure(handle(deps, as('admin', { email: 'nadie@example.com', role: 'editor' })));
    expect(missing).toMatchObject({ code: 'not-found', message: "No existe la cuenta 'nadie@example.com'" });
  });

  it('is admin-only, and an admin cannot change their own role', async () => {
    const { deps } = setup();
    expect((await failure(handle(deps, as('editor', { uid: 'u1', role: 'admin' })))).code).toBe('permission-denied');
    expect((await failure(handle(deps, as(null, { uid: 'u1', role: 'admin' })))).code).toBe('unauthenticated');
    expect((await failure(handle(deps, as('admin', { uid: 'admin-uid', role: 'viewer' })))).code).toBe('failed-precondition');
  });
});
