// Accounts through the Functions and Auth emulators: an invitation taken up through the e-mail
// link Auth sends, disabling and enabling, deleting, and the last-admin guard.
import type { RegistroResponse, UsuarioResponse, UsuariosResponse } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, readDatabase, seedDatabase, type TestUser } from '@vegeo/testkit';
import { pais, toFlat } from '@vegeo/data';
import { isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink, updateProfile } from 'firebase/auth';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client, failure, type Client } from './client.js';

const clients: Client[] = [];
const open = async (user?: TestUser) => {
  const c = await client(user);
  clients.push(c);
  return c;
};
/** Auth as the console and any admin-SDK script reach it, around vegeo. */
const console = () => getAuth(getApps().find((app) => app.name === 'consola') ?? initializeApp({ projectId: inject('vegeoEmulators').projectId }, 'consola'));
let boss: TestUser;
let admin: Client;

/** The newest sign-in link the Auth emulator "sent" to `email`. */
async function linkSentTo(email: string): Promise<string> {
  const { projectId, ports } = inject('vegeoEmulators');
  const response = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN').at(-1)!.oobLink;
}

beforeAll(async () => {
  await clearUsers();
  await clearDatabase();
  await seedDatabase('/geo', toFlat(pais, { version: 1, updatedAt: Date.now() }));
  boss = await createUser({ email: 'jefa-cuentas@vegeo.test', role: 'admin' });
  admin = await open(boss);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('accounts through the emulators', () => {
  it('an invited editor signs in through the link Auth sends and can edit at once', async () => {
    const { uid } = await admin.call<UsuarioResponse>('invitarUsuario', { email: 'invitada@vegeo.test', role: 'editor', nombre: 'Invitada' });
    const listed = async () => (await admin.call<UsuariosResponse>('usuarios', {})).usuarios.find((u) => u.uid === uid);
    // Invited is not signed in: «Último acceso» says never, not the time of the invitation.
    expect(await listed()).toMatchObject({ ultimoAcceso: null, creado: expect.any(Number) });
    await sendSignInLinkToEmail(admin.auth, 'invitada@vegeo.test', { url: 'http://localhost/entrar', handleCodeInApp: true });
    const link = await linkSentTo('invitada@vegeo.test');

    const invited = await open();
    expect(isSignInWithEmailLink(invited.auth, link)).toBe(true);
    const { user } = await signInWithEmailLink(invited.auth, 'invitada@vegeo.test', link);
    expect(user.uid).toBe(uid);
    expect((await user.getIdTokenResult()).claims['role']).toBe('editor');
    await expect(invited.call<RegistroResponse>('editarRegistro', { tipo: 'parroquia', id: '130101', version: 0, datos: { parroquia: 'Por la invitada' } })).resolves.toMatchObject({ id: '130101' });

    const signedIn = await listed();
    expect(signedIn).toMatchObject({ email: 'invitada@vegeo.test', nombre: 'Invitada', role: 'editor', verificado: true, metodos: expect.any(Array) });
    expect(signedIn?.ultimoAcceso).toBeGreaterThanOrEqual(signedIn?.creado ?? Infinity);
  });

  it('a disabled account is refused at its next call and signed out of Auth; enabled, it works again', async () => {
    const editor = await createUser({ email: 'pausada@vegeo.test', role: 'editor' });
    const c = await open(editor);
    await admin.call('desactivarUsuario', { uid: editor.uid, desactivado: true });
    expect((await failure(c.call('estado', { nombre: 'Lara' }))).code).toBe('permission-denied');
    await expect(c.auth.currentUser!.getIdToken(true)).rejects.toThrow(/user-disabled|token-expired|TOKEN_EXPIRED/i);
    await admin.call('desactivarUsuario', { uid: editor.uid, desactivado: false });
    const again = await open(editor);
    await expect(again.call('estado', { nombre: 'Lara' })).resolves.toMatchObject({ estado: 'Lara' });
  });

  it('deleting: by an admin, or one\'s own account; the /users entry goes, the audit stays; never the last admin', async () => {
    const [gone, leaving] = await Promise.all([
      createUser({ email: 'borrada-adm@vegeo.test', role: 'viewer' }),
      createUser({ email: 'me-voy@vegeo.test', role: 'editor' }),
    ]);
    await admin.call('borrarUsuario', { uid: gone.uid });
    expect(await readDatabase(`/users/${gone.uid}`)).toBeNull();
    const self = await open(leaving);
    await self.call('borrarMiCuenta', {});
    expect(await readDatabase(`/users/${leaving.uid}`)).toBeNull();
    const audit = Object.values((await readDatabase('/audit')) as Record<string, { accion: string; id: string }>);
    expect(audit.filter((e) => e.accion === 'borrar').map((e) => e.id).sort()).toEqual([gone.uid, leaving.uid].sort());

    const alone = await failure(admin.call('borrarMiCuenta', {}));
    expect(alone.code).toBe('failed-precondition');
    expect((await failure(admin.call('setRole', { uid: boss.uid, role: 'editor' }))).message).toMatch(/^Es el último administrador activo/);
  });

  it('an admin restores a record to how it was before a change', async () => {
    const editor = await createUser({ email: 'restaura@vegeo.test', role: 'editor' });
    const c = await open(editor);
    const before = await readDatabase('/geo/municipios/1302');
    await c.call('editarRegistro', { tipo: 'municipio', id: '1302', version: 0, datos: { capital: 'Equivocada' } });
    const audit = (await readDatabase('/audit')) as Record<string, { id: string; accion: string }>;
    const [clave] = Object.entries(audit).filter(([, e]) => e.id === '1302' && e.accion === 'editar').map(([key]) => key);
    await admin.call('restaurarRegistro', { clave });
    expect(await readDatabase('/geo/municipios/1302/capital')).toBe((before as { capital: string }).capital);
  });
  it('usuarios finds accounts by name and phone as Auth holds them, counts them, and sorts by name; sincronizarMiCuenta mirrors one’s own changes', async () => {
    const [ana, otra] = await Promise.all([createUser({ email: 'ana-lista@vegeo.test', role: 'viewer' }), createUser({ email: 'otra-lista@vegeo.test', role: 'viewer' })]);
    const c = await open(ana);
    await updateProfile(c.auth.currentUser!, { displayName: 'Ana Lucía Briceño' });
    await console().updateUser(ana.uid, { phoneNumber: '+584241112233' });
    await console().updateUser(otra.uid, { displayName: 'Zoraida' });
    expect(await c.call<UsuarioResponse>('sincronizarMiCuenta', {})).toMatchObject({ uid: ana.uid, usuario: { nombre: 'Ana Lucía Briceño', telefono: '+584241112233' } });
    expect(await readDatabase(`/users/${ana.uid}`)).toMatchObject({ email: 'ana-lista@vegeo.test', role: 'viewer', nombre: 'Ana Lucía Briceño', telefono: '+584241112233', creado: expect.any(Number) });
    const found = (buscar: string) => admin.call<UsuariosResponse>('usuarios', { buscar });
    expect(await found('BRICEÑO lucia')).toMatchObject({ total: 1, usuarios: [{ uid: ana.uid, nombre: 'Ana Lucía Briceño', telefono: '+584241112233' }] });
    expect(await found('4241112233')).toMatchObject({ total: 1, usuarios: [{ uid: ana.uid }] });
    // Named in the console, behind vegeo's back: a page that holds it shows Auth's name, and mends the mirror.
    expect(await found('zoraida')).toMatchObject({ total: 0 });
    const both = await found('lista@vegeo');
    expect(both.total).toBe(2);
    expect(both.usuarios.find((u) => u.uid === otra.uid)).toMatchObject({ nombre: 'Zoraida' });
    expect(await found('zoraida')).toMatchObject({ total: 1, usuarios: [{ uid: otra.uid }] });
    const byName = await admin.call<UsuariosResponse>('usuarios', { buscar: 'lista', orden: 'nombre', sentido: 'desc' });
    expect(byName.usuarios.map((u) => u.nombre)).toEqual(['Zoraida', 'Ana Lucía Briceño']);
    expect(await failure(admin.call('usuarios', { orden: 'foto' }))).toEqual({ code: 'invalid-argument', message: "'orden' debe ser email, nombre, role, creado, ultimoAcceso o desactivado" });
  });

  it('usuarios refuses a pagina it did not give; the one it gave leads on', async () => {
    const first = await admin.call<UsuariosResponse>('usuarios', { limite: 1 });
    expect(first.siguiente).toEqual(expect.any(String));
    const second = await admin.call<UsuariosResponse>('usuarios', { limite: 1, pagina: first.siguiente });
    expect(second.usuarios[0]!.uid).not.toBe(first.usuarios[0]!.uid);
    for (const pagina of ['inventada', first.usuarios[0]!.uid, `${first.siguiente!.slice(0, -1)}x`]) {
      expect(await failure(admin.call('usuarios', { limite: 1, pagina }))).toEqual({
        code: 'invalid-argument',
        message: "'pagina' no es la que dio la página anterior",
      });
    }
  });

  // Last: it leaves the project's second admin disabled.
  it('the last-admin guard counts what Auth says: an admin disabled in Auth directly (the console) is not one', async () => {
    const other = await createUser({ email: 'segunda-adm@vegeo.test', role: 'admin' });
    await console().updateUser(other.uid, { disabled: true });
    for (const [name, data] of [
      ['setRole', { uid: boss.uid, role: 'editor' }],
      ['desactivarUsuario', { uid: boss.uid, desactivado: true }],
      ['borrarMiCuenta', {}],
    ] as const) {
      const refused = await failure(admin.call(name, data));
      expect(refused.code).toBe('failed-precondition');
      expect(refused.message).toMatch(/^Es el último administrador activo/);
    }
    expect(await readDatabase(`/users/${boss.uid}/role`)).toBe('admin');
  });
});
