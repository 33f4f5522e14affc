// Accounts whose uid is a JavaScript object member (`constructor`, `__proto__` …), as an Admin SDK
// script, a user import or a custom token keyed by username can make them: each gets exactly
// what a new account gets, and an admin lists, promotes, disables and deletes it like any other.
import { pais, toFlat, type UsuariosResponse } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, readDatabase, seedDatabase } from '@vegeo/testkit';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client, failure, type Client } from './client.js';

const UIDS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', '__defineGetter__'];
const PASSWORD = 'clave-de-prueba';

const clients: Client[] = [];
let admin: Client;
const adminSdk = () => getAuth(getApps().find((app) => app.name === 'script') ?? initializeApp({ projectId: inject('vegeoEmulators').projectId }, 'script'));

/** What an account with no role and no `/users` entry is answered, call by call. */
async function firstCalls(c: Client) {
  const outcome = (promise: Promise<unknown>) => promise.then(() => 'ok', async () => (await failure(promise)).code);
  // The lookup first: it is the call that mirrors the account.
  const lookup = await outcome(c.call('estado', { nombre: 'Lara' }));
  const uid = c.auth.currentUser!.uid;
  return {
    lookup,
    auditoria: await outcome(c.call('auditoria', {})),
    usuarios: await outcome(c.call('usuarios', {})),
    restaurar: await outcome(c.call('restaurarRegistro', { clave: 'x' })),
    invitar: await outcome(c.call('invitarUsuario', { email: `${uid.length}-invitado@vegeo.test`, role: 'admin' })),
    rol: await outcome(c.call('setRole', { uid, role: 'admin' })),
    crear: await outcome(c.call('crearRegistro', { tipo: 'estado', datos: { estado: 'Nuevo', capital: 'Nueva', iso_31662: 'VE-Q' } })),
  };
}

beforeAll(async () => {
  await clearUsers();
  await clearDatabase();
  await seedDatabase('/geo', toFlat(pais, { version: 1, updatedAt: Date.now() }));
  admin = await client(await createUser({ email: 'jefa-miembros@vegeo.test', role: 'admin' }));
  clients.push(admin);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('accounts whose uid is an Object.prototype member', () => {
  it('get what a new account gets, and are listed, promoted, disabled and deleted like any other', async () => {
    const email = (uid: string) => `${uid.replace(/_/g, 'x').toLowerCase()}@vegeo.test`;
    const fresh = await adminSdk().createUser({ email: 'nueva-cuenta@vegeo.test', password: PASSWORD });
    const plain = await client({ email: fresh.email!, password: PASSWORD });
    clients.push(plain);
    const expected = await firstCalls(plain);
    expect(expected).toEqual({
      lookup: 'ok',
      auditoria: 'permission-denied',
      usuarios: 'permission-denied',
      restaurar: 'permission-denied',
      invitar: 'permission-denied',
      rol: 'permission-denied',
      crear: 'permission-denied',
    });

    for (const uid of UIDS) {
      await adminSdk().createUser({ uid, email: email(uid), password: PASSWORD });
      const c = await client({ email: email(uid), password: PASSWORD });
      clients.push(c);
      expect(c.auth.currentUser!.uid).toBe(uid);
      expect(await firstCalls(c), uid).toEqual(expected);
      expect(await readDatabase(`/users/${uid}`), uid).toMatchObject({ email: email(uid), role: 'viewer' });
    }

    // A real admin's list answers after all of them, with each one as a viewer.
    const listed = await admin.call<UsuariosResponse>('usuarios', { limite: 100 });
    for (const uid of UIDS) expect(listed.usuarios.find((u) => u.uid === uid), uid).toMatchObject({ email: email(uid), role: 'viewer', desactivado: false });

    for (const uid of UIDS) {
      await expect(admin.call('setRole', { uid, role: 'editor' }), uid).resolves.toMatchObject({ uid, role: 'editor' });
      await expect(admin.call('desactivarUsuario', { uid, desactivado: true }), uid).resolves.toMatchObject({ uid });
      await expect(admin.call('borrarUsuario', { uid }), uid).resolves.toBeDefined();
      expect(await readDatabase(`/users/${uid}`), uid).toBeNull();
    }
    const after = await admin.call<UsuariosResponse>('usuarios', { limite: 100 });
    expect(after.usuarios.map((u) => u.uid).filter((uid) => UIDS.includes(uid))).toEqual([]);
  }, 300_000);
});
