import { describe, expect, it } from 'vitest';
import { accounts } from '../test/support/fixtures.js';
import { MemoryStore } from '../test/support/memoryStore.js';
import { as, failure } from '../test/support/requests.js';
import { memoryUsers } from '../test/support/users.js';
import { authorize } from './access.js';

function setup() {
  const { mirror, users, accounts: list } = accounts();
  const store = new MemoryStore(undefined, mirror);
  return { store, users, list, deps: { store, users } };
}

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

  it('mirrors an account on first sight from what Auth holds, not from its token, unaudited', async () => {
    const { store, list, deps } = setup();
    list.push({ uid: 'nuevo', email: 'nuevo@example.com', emailVerified: true, disabled: false, role: 'viewer' });
    const caller = await authorize(deps, as('admin', {}, 'nuevo'), 'viewer');
    expect(caller.role).toBe('viewer');
    expect(store.get('users/nuevo')).toEqual({ email: 'nuevo@example.com', role: 'viewer' });
    expect(store.get('usersMeta/version')).toBe(1);
    expect(store.get('audit')).toBeUndefined();
    expect((await failure(authorize(deps, as('admin', {}, 'nuevo'), 'admin'))).code).toBe('permission-denied');
  });

  it('with sign-up closed, lets in only accounts someone invited (with a /users entry)', async () => {
    const { mirror, accounts: list } = accounts();
    const { users } = memoryUsers([...list, { uid: 'intruso', email: 'i@example.com' }], false);
    const store = new MemoryStore(undefined, mirror);
    const refused = await failure(authorize({ store, users }, as('viewer', {}, 'intruso'), 'viewer'));
    expect(refused).toMatchObject({ code: 'permission-denied', message: 'El registro está cerrado: pida a un administrador que le invite' });
    expect(store.get('users/intruso')).toBeUndefined();
    await expect(authorize({ store, users }, as('editor', {}), 'editor')).resolves.toMatchObject({ role: 'editor' });
  });

  it('refuses a deleted account whose token is still valid', async () => {
    const { deps } = setup();
    const gone = await failure(authorize(deps, as('editor', {}, 'borrado'), 'viewer'));
    expect(gone).toMatchObject({ code: 'unauthenticated', message: 'Su cuenta ya no existe; inicie sesión con otra' });
  });

  it('takes a uid named like an Object.prototype member for a new account: a viewer with its own entry', async () => {
    for (const uid of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', '__defineGetter__']) {
      const { store, list, deps } = setup();
      list.push({ uid, email: 'miembro@example.com', emailVerified: true, disabled: false, role: 'viewer' });
      expect(await authorize(deps, as('admin', {}, uid), 'viewer'), uid).toEqual({ uid, email: `${uid}@example.com`, role: 'viewer' });
      expect(store.get(`users/${uid}`), uid).toEqual({ email: 'miembro@example.com', role: 'viewer' });
      expect((await failure(authorize(deps, as('admin', {}, uid), 'editor'))).code, uid).toBe('permission-denied');
      expect((await failure(authorize(deps, as('admin', {}, uid), 'admin'))).code, uid).toBe('permission-denied');
    }
  });

  it('refuses a role it does not know at every minimum, as it would no role', async () => {
    const { store, deps } = setup();
    for (const role of ['root', 'constructor', '__proto__']) {
      store.set('users/editor-uid/role', role);
      expect((await failure(authorize(deps, as('editor', {}), 'viewer'))).code, role).toBe('permission-denied');
    }
  });
});
