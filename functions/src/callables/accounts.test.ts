// The account callables over the in-memory store and Auth directory: usuarios, invitarUsuario,
// desactivarUsuario, borrarUsuario, borrarMiCuenta.
import { describe, expect, it } from 'vitest';
import { accounts } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { handle as borrarMiCuenta } from './borrarMiCuenta.js';
import { handle as borrarUsuario } from './borrarUsuario.js';
import { handle as desactivarUsuario } from './desactivarUsuario.js';
import { handle as invitarUsuario } from './invitarUsuario.js';
import { handle as usuarios } from './usuarios.js';

function setup() {
  const { mirror, users, claims, accounts: list } = accounts();
  list.push({ uid: 'u1', email: 'ana@example.com', emailVerified: true, disabled: false, role: 'viewer', providers: ['password'], createdAt: 5 });
  const store = new MemoryStore(undefined, mirror);
  return { store, claims, list, deps: { store, users, clock: () => 42 } };
}
const auditOf = (store: MemoryStore) => Object.values((store.get('audit') ?? {}) as Record<string, { accion: string; id: string }>);

describe('usuarios', () => {
  it('lists every account with the role /users holds, page by page', async () => {
    const { store, deps } = setup();
    store.set('users/editor-uid/role', 'viewer');
    const { usuarios: all, siguiente } = await usuarios(deps, as('admin', {}));
    expect(siguiente).toBeNull();
    expect(all.find((u) => u.uid === 'editor-uid')).toMatchObject({ role: 'viewer', email: 'editor-uid@example.com', desactivado: false });
    expect(all.find((u) => u.uid === 'u1')).toEqual({
      uid: 'u1',
      email: 'ana@example.com',
      telefono: null,
      nombre: null,
      foto: null,
      role: 'viewer',
      metodos: ['password'],
      creado: 5,
      ultimoAcceso: null,
      desactivado: false,
      verificado: true,
      segundoFactor: false,
    });
    const first = await usuarios(deps, as('admin', { limite: 2 }));
    expect(first.usuarios).toHaveLength(2);
    const second = await usuarios(deps, as('admin', { pagina: first.siguiente!, limite: 2 }));
    expect(second.usuarios.map((u) => u.uid)).toEqual(all.slice(2, 4).map((u) => u.uid));
  });

  it('refuses a pagina it did not hand out, even one Auth would take', async () => {
    const { deps } = setup();
    const { siguiente } = await usuarios(deps, as('admin', { limite: 2 }));
    const [encoded, signature] = siguiente!.split('.');
    for (const pagina of ['2', 'inventada', `${encoded}.`, `${encoded}.${signature}.x`, `${Buffer.from('3').toString('base64url')}.${signature}`, `${encoded}=.${signature}`]) {
      const refused = await failure(usuarios(deps, as('admin', { pagina, limite: 2 })));
      expect(refused).toMatchObject({ code: 'invalid-argument', message: "'pagina' no es la que dio la página anterior" });
    }
  });

  it('is for admins, and says the range of limite', async () => {
    const { deps } = setup();
    expect((await failure(usuarios(deps, as('editor', {})))).code).toBe('permission-denied');
    expect((await failure(usuarios(deps, as('admin', { limite: 0 })))).message).toBe("'limite' debe estar entre 1 y 1000");
  });
});

describe('invitarUsuario', () => {
  it('creates the account with its role in /users (audited) and in its claim', async () => {
    const { store, claims, deps } = setup();
    const { uid, usuario } = await invitarUsuario(deps, as('admin', { email: 'nuevo@example.com', role: 'editor', nombre: 'Nuevo' }));
    expect(usuario).toMatchObject({ email: 'nuevo@example.com', role: 'editor', nombre: 'Nuevo', verificado: false });
    expect(store.get(`users/${uid}`)).toEqual({ email: 'nuevo@example.com', role: 'editor' });
    expect(claims.get(uid)).toBe('editor');
    expect(auditOf(store)).toEqual([expect.objectContaining({ accion: 'invitar', id: uid, despues: { email: 'nuevo@example.com', role: 'editor' } })]);
  });

  it('refuses an e-mail that has an account, and a bad one', async () => {
    const { deps } = setup();
    expect(await failure(invitarUsuario(deps, as('admin', { email: 'ana@example.com', role: 'viewer' })))).toMatchObject({
      code: 'already-exists',
      details: { campo: 'email' },
    });
    expect((await failure(invitarUsuario(deps, as('admin', { email: 'no es correo', role: 'viewer' })))).message).toBe('El correo no es válido');
    expect((await failure(invitarUsuario(deps, as('editor', { email: 'x@example.com', role: 'viewer' })))).code).toBe('permission-denied');
  });
});

describe('desactivarUsuario', () => {
  it('disables in /users first (audited), then in Auth; enables back', async () => {
    const { store, list, deps } = setup();
    const off = await desactivarUsuario(deps, as('admin', { uid: 'u1', desactivado: true }));
    expect(off.usuario).toMatchObject({ desactivado: true, role: 'viewer' });
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'viewer', disabled: true });
    expect(list.find((a) => a.uid === 'u1')!.disabled).toBe(true);
    const on = await desactivarUsuario(deps, as('admin', { uid: 'u1', desactivado: false }));
    expect(on.usuario).toMatchObject({ desactivado: false });
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'viewer' });
    expect(auditOf(store).map((e) => e.accion)).toEqual(['desactivar', 'activar']);
  });

  it('never disables the last active admin, themself included', async () => {
    const { deps } = setup();
    const refused = await failure(desactivarUsuario(deps, as('admin', { uid: 'admin-uid', desactivado: true })));
    expect(refused.message).toMatch(/^Es el último administrador activo/);
  });
});

describe('borrarUsuario and borrarMiCuenta', () => {
  it('an admin deletes an account: /users entry gone (audited), Auth account gone, audit kept', async () => {
    const { store, list, deps } = setup();
    await borrarUsuario(deps, as('admin', { uid: 'editor-uid' }));
    expect(store.get('users/editor-uid')).toBeUndefined();
    expect(list.some((a) => a.uid === 'editor-uid')).toBe(false);
    expect(auditOf(store)).toEqual([expect.objectContaining({ accion: 'borrar', id: 'editor-uid', tipo: 'usuario' })]);
    expect((await failure(borrarUsuario(deps, as('admin', { uid: 'editor-uid' })))).code).toBe('not-found');
  });

  it('anyone deletes their own account; the last active admin cannot', async () => {
    const { store, list, deps } = setup();
    await borrarMiCuenta(deps, as('viewer', null));
    expect(store.get('users/viewer-uid')).toBeUndefined();
    expect(list.some((a) => a.uid === 'viewer-uid')).toBe(false);
    const alone = await failure(borrarMiCuenta(deps, as('admin', {})));
    expect(alone.message).toMatch(/^Es el último administrador activo/);
    expect(list.find((a) => a.uid === 'admin-uid')!.disabled).toBe(false);
  });

  it('an account deleted in Auth directly (the console) loses the /users entry it left, audited', async () => {
    const { store, deps } = setup();
    store.set('users/fantasma', { email: 'f@example.com', role: 'editor' });
    await expect(borrarUsuario(deps, as('admin', { uid: 'fantasma' }))).resolves.toEqual({ uid: 'fantasma', usuario: null });
    expect(store.get('users/fantasma')).toBeUndefined();
    expect(Object.values(store.get('audit') as object)).toMatchObject([{ accion: 'borrar', id: 'fantasma', antes: { role: 'editor' } }]);
    expect((await failure(borrarUsuario(deps, as('admin', { uid: 'fantasma' })))).code).toBe('not-found');
  });

  it('two admins deleting each other at once: one goes, the other stays', async () => {
    const { store, list, deps } = setup();
    list.push({ uid: 'admin2', email: 'a2@example.com', emailVerified: true, disabled: false, role: 'admin' });
    store.set('users/admin2', { email: 'a2@example.com', role: 'admin' });
    const outcomes = await Promise.allSettled([
      borrarUsuario(deps, as('admin', { uid: 'admin2' })),
      borrarUsuario(deps, as('admin', { uid: 'admin-uid' }, 'admin2')),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const users = store.get('users') as Record<string, { role: string; disabled?: boolean }>;
    expect(Object.values(users).filter((u) => u.role === 'admin' && !u.disabled)).toHaveLength(1);
    expect(list.filter((a) => a.role === 'admin' && !a.disabled)).toHaveLength(1);
  });
});
