import { describe, expect, it } from 'vitest';
import { accounts } from '../test/support/fixtures.js';
import { MemoryStore } from '../test/support/memory-store.js';
import { as, failure } from '../test/support/requests.js';
import { authorize, roleOf } from './access.js';

function setup() {
  const { mirror, users, accounts: list } = accounts();
  const store = new MemoryStore(undefined, mirror);
  return { store, users, list, deps: { store, users } };
}

describe('roleOf', () => {
  it('reads the role claim; no claim or an unknown one is a viewer', () => {
    expect(roleOf({ role: 'admin' })).toBe('admin');
    expect(roleOf({ role: 'editor' })).toBe('editor');
    expect(roleOf({})).toBe('viewer');
    expect(roleOf({ role: 'root' })).toBe('viewer');
  });
});

describe('authorize', () => {
  it('refuses anonymous calls with unauthenticated', async () => {
    expect((await failure(authorize(setup().deps, as(null, {}), 'viewer'))).code).toBe('unauthenticated');
  });

  it('takes identity only from auth, and ranks viewer < editor < admin', async () => {
    const { deps } = setup();
    expect(await authorize(deps, as('editor', { uid: 'otro', role: 'admin' }), 'editor')).toEqual({
      uid: 'editor-uid',
      email: 'editor-uid@example.com',
      role: 'editor',
    });
    expect((await failure(authorize(deps, as('viewer', {}), 'editor'))).code).toBe('permission-denied');
    expect((await failure(authorize(deps, as('editor', {}), 'admin'))).message).toBe('Esta operación requiere el rol administrador');
    expect((await authorize(deps, as('admin', {}), 'editor')).role).toBe('admin');
  });

  it('trusts /users, not the token: a demoted admin whose token still says admin is an editor', async () => {
    const { store, deps } = setup();
    store.set('users/admin-uid/role', 'editor');
    const refused = await failure(authorize(deps, as('admin', {}), 'admin'));
    expect(refused).toMatchObject({ code: 'permission-denied', message: 'Esta operación requiere el rol administrador' });
    expect((await authorize(deps, as('admin', {}), 'editor')).role).toBe('editor');
  });

  it('refuses a user disabled in /users at every call, lookups included', async () => {
    const { store, deps } = setup();
    store.set('users/viewer-uid/disabled', true);
    const refused = await failure(authorize(deps, as('viewer', {}), 'viewer'));
    expect(refused).toMatchObject({ code: 'permission-denied', message: 'Su cuenta está desactivada; consulte a un administrador' });
  });

  it('asks Auth on privileged calls: an account disabled elsewhere is refused and marked disabled', async () => {
    const { store, list, deps } = setup();
    list.find((a) => a.uid === 'editor-uid')!.disabled = true;
    expect((await failure(authorize(deps, as('editor', {}), 'editor'))).code).toBe('permission-denied');
    expect(store.get('users/editor-uid/disabled')).toBe(true);
  });

  it('mirrors an account on first sight from what Auth holds, not from its token', async () => {
    const { store, list, deps } = setup();
    list.push({ uid: 'nuevo', email: 'nuevo@example.com', emailVerified: true, disabled: false, role: 'viewer' });
    const caller = await authorize(deps, as('admin', {}, 'nuevo'), 'viewer');
    expect(caller.role).toBe('viewer');
    expect(store.get('users/nuevo')).toEqual({ email: 'nuevo@example.com', role: 'viewer' });
    expect((await failure(authorize(deps, as('admin', {}, 'nuevo'), 'admin'))).code).toBe('permission-denied');
  });

  it('refuses a deleted account whose token is still valid', async () => {
    const { deps } = setup();
    const gone = await failure(authorize(deps, as('editor', {}, 'borrado'), 'viewer'));
    expect(gone).toMatchObject({ code: 'unauthenticated', message: 'Su cuenta ya no existe; inicie sesión con otra' });
  });
});
