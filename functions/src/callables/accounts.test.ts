// The account callables over the in-memory store and Auth directory: usuarios, invitarUsuario,
// desactivarUsuario, borrarUsuario, borrarMiCuenta, sincronizarMiCuenta.
import { describe, expect, it } from 'vitest';
import { accounts } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { handle as borrarMiCuenta } from './borrarMiCuenta.js';
import { handle as borrarUsuario } from './borrarUsuario.js';
import { handle as desactivarUsuario } from './desactivarUsuario.js';
import { handle as invitarUsuario } from './invitarUsuario.js';
import { handle as sincronizarMiCuenta } from './sincronizarMiCuenta.js';
import { handle as usuarios } from './usuarios.js';

function setup() {
  const { mirror, users, claims, accounts: list, asked } = accounts();
  list.push({ uid: 'u1', email: 'ana@example.com', emailVerified: true, disabled: false, role: 'viewer', displayName: 'Ana María Pérez', phoneNumber: '+584121234567', providers: ['password'], createdAt: 5, lastSignInAt: 9 });
  const store = new MemoryStore(undefined, mirror);
  return { store, claims, list, asked, deps: { store, users, clock: () => 42 } };
}
const auditOf = (store: MemoryStore) => Object.values((store.get('audit') ?? {}) as Record<string, { accion: string; id: string }>);

describe('usuarios', () => {
  it('answers a page of the accounts /users knows, as Auth holds them with the role /users holds, and the total', async () => {
    const { store, deps, asked } = setup();
    store.set('users/editor-uid/role', 'viewer');
    // Written before /users mirrored names and dates: it lists, and is mended once seen.
    store.set('users/u1', { email: 'ana@example.com', role: 'viewer' });
    const all = await usuarios(deps, as('admin', {}));
    expect(all.total).toBe(4);
    expect(all.siguiente).toBeNull();
    expect(all.usuarios.map((u) => u.uid)).toEqual(['admin-uid', 'u1', 'editor-uid', 'viewer-uid']);
    expect(all.usuarios.find((u) => u.uid === 'editor-uid')).toMatchObject({ role: 'viewer', email: 'editor-uid@example.com', desactivado: false });
    expect(all.usuarios.find((u) => u.uid === 'u1')).toEqual({
      uid: 'u1',
      email: 'ana@example.com',
      telefono: '+584121234567',
      nombre: 'Ana María Pérez',
      foto: null,
      role: 'viewer',
      metodos: ['password'],
      creado: 5,
      ultimoAcceso: 9,
      desactivado: false,
      verificado: true,
      segundoFactor: false,
    });
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'viewer', nombre: 'Ana María Pérez', telefono: '+584121234567', creado: 5, ultimoAcceso: 9 });
    const first = await usuarios(deps, as('admin', { limite: 3 }));
    expect(first).toMatchObject({ total: 4, usuarios: all.usuarios.slice(0, 3) });
    asked.length = 0;
    const second = await usuarios(deps, as('admin', { pagina: first.siguiente!, limite: 3 }));
    expect(second).toEqual({ usuarios: [all.usuarios[3]], siguiente: null, total: 4 });
    // Auth is asked for the page's accounts only.
    expect(asked).toEqual([['viewer-uid']]);
    expect((await usuarios(deps, as('admin', { desde: 1, limite: 2 }))).usuarios.map((u) => u.uid)).toEqual(['u1', 'editor-uid']);
  });

  it('neutralises control and direction characters of a name and e-mail Auth holds, in /users and in the list', async () => {
    const { store, deps, list } = setup();
    const spoof = 'Ana \u202Eorepmi\u202C\u001b[31m\u0007';
    list.push({ uid: 'u2', email: 'x\u202Eli@example.com', emailVerified: true, disabled: false, role: 'viewer', displayName: spoof });
    store.set('users/u2', { email: 'x@example.com', role: 'viewer' });
    store.set('users/u1', { email: 'ana@example.com', role: 'viewer' });
    const shown = (await usuarios(deps, as('admin', {}))).usuarios.find((u) => u.uid === 'u2');
    expect(shown).toMatchObject({ nombre: 'Ana \uFFFDorepmi\uFFFD\uFFFD[31m\uFFFD', email: 'x\uFFFDli@example.com' });
    expect(store.get('users/u2')).toMatchObject({ nombre: 'Ana \uFFFDorepmi\uFFFD\uFFFD[31m\uFFFD', email: 'x\uFFFDli@example.com' });
    // A name without such characters is stored as it is.
    expect((await usuarios(deps, as('admin', {}))).usuarios.find((u) => u.uid === 'u1')?.nombre).toBe('Ana María Pérez');
  });

  it('searches e-mail, name and phone by words (accents and case aside) and filters by role, counting what matches', async () => {
    const { store, deps, list } = setup();
    for (let n = 0; n < 150; n++) {
      const account = { uid: `c${n}`, email: `c${String(n).padStart(3, '0')}@example.com`, role: n % 50 === 7 ? ('admin' as const) : ('viewer' as const), displayName: `Persona ${n}`, phoneNumber: `+58414${String(n).padStart(7, '0')}` };
      list.push({ emailVerified: true, disabled: false, ...account });
      store.set(`users/c${n}`, { email: account.email, role: account.role, nombre: account.displayName, telefono: account.phoneNumber });
    }
    store.set('users/u1', { email: 'ana@example.com', role: 'viewer', nombre: 'Ana María Pérez', telefono: '+584121234567' });
    const byName = await usuarios(deps, as('admin', { buscar: 'PEREZ  maria' }));
    expect(byName).toMatchObject({ total: 1, usuarios: [{ uid: 'u1', nombre: 'Ana María Pérez' }] });
    const byPhone = await usuarios(deps, as('admin', { buscar: '4121234' }));
    expect(byPhone).toMatchObject({ total: 1, usuarios: [{ uid: 'u1', telefono: '+584121234567' }] });
    const byEmail = await usuarios(deps, as('admin', { buscar: 'c01', limite: 4 }));
    expect(byEmail.total).toBe(10);
    expect(byEmail.usuarios.map((u) => u.email)).toEqual(['c010@example.com', 'c011@example.com', 'c012@example.com', 'c013@example.com']);
    const admins = await usuarios(deps, as('admin', { rol: 'admin', limite: 2 }));
    expect(admins.total).toBe(4);
    expect(admins.usuarios.map((u) => u.email)).toEqual(['admin-uid@example.com', 'c007@example.com']);
    const more = await usuarios(deps, as('admin', { rol: 'admin', limite: 2, pagina: admins.siguiente! }));
    expect(more).toMatchObject({ usuarios: [{ email: 'c057@example.com' }, { email: 'c107@example.com' }], siguiente: null, total: 4 });
    expect(await usuarios(deps, as('admin', { buscar: 'persona 107', rol: 'admin' }))).toMatchObject({ total: 1, usuarios: [{ uid: 'c107' }] });
    expect(await usuarios(deps, as('admin', { buscar: 'nadie' }))).toEqual({ usuarios: [], siguiente: null, total: 0 });
  });

  it('sorts by each of the list’s columns, either way, the accounts without the field last', async () => {
    const { store, deps, list } = setup();
    // As Auth holds them, and mirrored: what differs from Auth would be mended on the first call.
    const both = (uid: string, auth: { displayName?: string; createdAt?: number }, mirror: object) => {
      Object.assign(list.find((a) => a.uid === uid)!, auth);
      store.set(`users/${uid}`, { ...(store.get(`users/${uid}`) as object), ...mirror });
    };
    store.set('users/u1', { email: 'ana@example.com', role: 'viewer', nombre: 'Ana María Pérez', telefono: '+584121234567', creado: 5, ultimoAcceso: 9 });
    both('admin-uid', { displayName: 'Zoe', createdAt: 7 }, { nombre: 'Zoe', creado: 7 });
    both('editor-uid', { displayName: 'beto', createdAt: 1 }, { nombre: 'beto', creado: 1 });
    store.set('users/viewer-uid/disabled', true);
    const uids = async (orden: string, sentido?: string) => (await usuarios(deps, as('admin', { orden, ...(sentido ? { sentido } : {}) }))).usuarios.map((u) => u.uid);
    expect(await uids('nombre')).toEqual(['u1', 'editor-uid', 'admin-uid', 'viewer-uid']);
    expect(await uids('nombre', 'desc')).toEqual(['admin-uid', 'editor-uid', 'u1', 'viewer-uid']);
    expect(await uids('creado', 'desc')).toEqual(['admin-uid', 'u1', 'editor-uid', 'viewer-uid']);
    expect(await uids('ultimoAcceso', 'desc')).toEqual(['u1', 'admin-uid', 'editor-uid', 'viewer-uid']);
    expect(await uids('email', 'desc')).toEqual(['viewer-uid', 'editor-uid', 'u1', 'admin-uid']);
    expect((await uids('desactivado', 'desc'))[0]).toBe('viewer-uid');
    expect(await uids('role')).toEqual(['admin-uid', 'editor-uid', 'u1', 'viewer-uid']);
  });

  it('answers one account by uid, also one /users does not know yet; one Auth no longer has shows disabled', async () => {
    const { store, deps } = setup();
    store.set('users/borrada', { email: 'borrada@example.com', role: 'editor' });
    expect(await usuarios(deps, as('admin', { uid: 'u1' }))).toMatchObject({ usuarios: [{ uid: 'u1', email: 'ana@example.com', role: 'viewer' }], total: 1 });
    expect((await usuarios(deps, as('admin', { uid: 'borrada' }))).usuarios).toMatchObject([{ uid: 'borrada', email: 'borrada@example.com', role: 'editor', desactivado: true }]);
    expect((await usuarios(deps, as('admin', {}))).usuarios.find((u) => u.uid === 'borrada')).toMatchObject({ desactivado: true });
    expect(await usuarios(deps, as('admin', { uid: 'nadie' }))).toEqual({ usuarios: [], siguiente: null, total: 0 });
    expect(await usuarios(deps, as('admin', { uid: 'nadie@example.com' }))).toEqual({ usuarios: [], siguiente: null, total: 0 });
    // By e-mail: one Auth has and /users does not know yet (created in the console) too.
    expect(await usuarios(deps, as('admin', { correo: 'ana@example.com' }))).toMatchObject({ usuarios: [{ uid: 'u1', role: 'viewer' }], total: 1 });
    expect(await usuarios(deps, as('admin', { correo: 'nadie@example.com' }))).toEqual({ usuarios: [], siguiente: null, total: 0 });
  });

  it('refuses a pagina it did not hand out', async () => {
    const { deps } = setup();
    const { siguiente } = await usuarios(deps, as('admin', { limite: 2 }));
    const [encoded, signature] = siguiente!.split('.');
    for (const pagina of ['2', 'inventada', `${encoded}.`, `${encoded}.${signature}.x`, `${Buffer.from('3').toString('base64url')}.${signature}`, `${encoded}=.${signature}`]) {
      const refused = await failure(usuarios(deps, as('admin', { pagina, limite: 2 })));
      expect(refused).toMatchObject({ code: 'invalid-argument', message: "'pagina' no es la que dio la página anterior" });
    }
  });

  it('is for admins, and says what it takes', async () => {
    const { deps } = setup();
    expect((await failure(usuarios(deps, as('editor', {})))).code).toBe('permission-denied');
    const message = async (data: unknown) => {
      const refused = await failure(usuarios(deps, as('admin', data)));
      expect(refused.code).toBe('invalid-argument');
      return refused.message;
    };
    expect(await message({ limite: 0 })).toBe("'limite' debe estar entre 1 y 1000");
    expect(await message({ rol: 'jefe' })).toBe("'rol' debe ser viewer (lector), editor o admin (administrador)");
    expect(await message({ orden: 'foto' })).toBe("'orden' debe ser email, nombre, role, creado, ultimoAcceso o desactivado");
    expect(await message({ sentido: 'arriba' })).toBe("'sentido' debe ser asc o desc");
    expect(await message({ desde: -1 })).toBe("'desde' debe ser 0 o más");
    expect(await message({ buscar: 3 })).toBe("'buscar' debe ser un texto");
    expect(await message({ desde: 2, pagina: 'x' })).toBe("Indique 'pagina' o 'desde', no los dos");
    expect(await message({ uid: 'u1', rol: 'admin' })).toBe("Con 'uid' no van otros campos");
    expect(await message({ correo: 'ana@example.com', limite: 3 })).toBe("Con 'correo' no van otros campos");
    expect(await message({ correo: 'no es correo' })).toBe('El correo no es válido');
  });
});

describe('sincronizarMiCuenta', () => {
  it('copies the caller’s own Auth record into its /users mirror, whatever the call says', async () => {
    const { store, deps, list } = setup();
    store.set('users/u1', { email: 'vieja@example.com', role: 'editor', nombre: 'Vieja', telefono: '+580000000' });
    list.find((a) => a.uid === 'u1')!.phoneNumber = null;
    const answer = await sincronizarMiCuenta(deps, as('viewer', null, 'u1'));
    expect(answer).toMatchObject({ uid: 'u1', usuario: { email: 'ana@example.com', nombre: 'Ana María Pérez', telefono: null, role: 'editor' } });
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'editor', nombre: 'Ana María Pérez', creado: 5, ultimoAcceso: 9 });
    expect(await failure(sincronizarMiCuenta(deps, as('viewer', { nombre: 'Otro' }, 'u1')))).toMatchObject({ code: 'invalid-argument', message: "Campo desconocido: 'nombre'" });
    // A first call makes the entry, with the mirror.
    store.set('users/u1', null);
    await sincronizarMiCuenta(deps, as('viewer', {}, 'u1'));
    expect(store.get('users/u1')).toMatchObject({ email: 'ana@example.com', role: 'viewer', nombre: 'Ana María Pérez', creado: 5 });
  });
});

describe('invitarUsuario', () => {
  it('creates the account with its role in /users (audited) and in its claim', async () => {
    const { store, claims, deps } = setup();
    const { uid, usuario } = await invitarUsuario(deps, as('admin', { email: 'nuevo@example.com', role: 'editor', nombre: 'Nuevo' }));
    expect(usuario).toMatchObject({ email: 'nuevo@example.com', role: 'editor', nombre: 'Nuevo', verificado: false });
    expect(store.get(`users/${uid}`)).toEqual({ email: 'nuevo@example.com', role: 'editor', nombre: 'Nuevo' });
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
    const mirror = { nombre: 'Ana María Pérez', telefono: '+584121234567', creado: 5, ultimoAcceso: 9 };
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'viewer', disabled: true, ...mirror });
    expect(list.find((a) => a.uid === 'u1')!.disabled).toBe(true);
    const on = await desactivarUsuario(deps, as('admin', { uid: 'u1', desactivado: false }));
    expect(on.usuario).toMatchObject({ desactivado: false });
    expect(store.get('users/u1')).toEqual({ email: 'ana@example.com', role: 'viewer', ...mirror });
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
