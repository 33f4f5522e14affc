import type { Usuario } from '@vegeo/data';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { FakeAudit, FakeGeo, FakeWrite } from '../_test/fakes.js';
import { createDataProvider } from './createDataProvider.js';
import { CallableError } from './types.js';
import { LiveGeo } from './liveGeo.js';

const usuario = (uid: string, email: string, role: Usuario['role'], extra: Partial<Usuario> = {}): Usuario => ({
  uid,
  email,
  telefono: null,
  nombre: null,
  foto: null,
  role,
  metodos: ['password'],
  creado: 1,
  ultimoAcceso: null,
  desactivado: false,
  verificado: true,
  segundoFactor: false,
  ...extra,
});

const ACCOUNTS = [usuario('a', 'ana@vegeo.test', 'admin', { nombre: 'Ana Pérez' }), usuario('b', 'beto@vegeo.test', 'editor'), usuario('c', 'carla@vegeo.test', 'viewer', { nombre: 'Carla' })];

function setup(respond: ConstructorParameters<typeof FakeWrite>[0] = () => ({})) {
  const write = new FakeWrite((name, request) => {
    if (name === 'usuarios') {
      // The callable's answer: one account by uid, or a page and the total (here, all of them).
      const { uid } = request as { uid?: string };
      if (uid !== undefined) return { usuarios: ACCOUNTS.filter((u) => u.uid === uid), siguiente: null, total: 1 };
      return { usuarios: ACCOUNTS.slice(0, 2), siguiente: 'p2', total: 41 };
    }
    return respond(name, request);
  });
  const links: string[] = [];
  const provider = createDataProvider({ geo: new LiveGeo(new FakeGeo()), audit: new FakeAudit([]), write, sendSignInLink: async (email) => void links.push(email) });
  return { provider, write, links };
}

const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'email', order: 'ASC' as const } };

describe('usuarios: the accounts through the callables', () => {
  it('asks for one page with the list’s search, role, sort and page, and shows the server’s total', async () => {
    const { provider, write } = setup();
    const answer = await provider.getList('usuarios', { pagination: { page: 3, perPage: 25 }, sort: { field: 'ultimoAcceso', order: 'DESC' }, filter: { q: ' perez  0414 ', role: 'editor' } });
    expect(answer).toEqual({ data: ACCOUNTS.slice(0, 2).map((u) => ({ ...u, id: u.uid })), total: 41 });
    expect(write.calls).toEqual([{ name: 'usuarios', request: { buscar: 'perez  0414', rol: 'editor', orden: 'ultimoAcceso', sentido: 'desc', desde: 50, limite: 25 } }]);
    await provider.getList('usuarios', { ...list, filter: { q: '', role: '' } });
    expect(write.calls.at(-1)!.request).toEqual({ orden: 'email', sentido: 'asc', desde: 0, limite: 25 });
    // A column the server does not sort by (the sign-in methods) sorts by e-mail.
    await provider.getList('usuarios', { ...list, sort: { field: 'metodos', order: 'DESC' }, filter: {} });
    expect(write.calls.at(-1)!.request).toMatchObject({ orden: 'email', sentido: 'desc' });
  });

  it('invites with the role, then sends the sign-in link to the address', async () => {
    const { provider, write, links } = setup((name) => (name === 'invitarUsuario' ? { uid: 'n', usuario: usuario('n', 'nuevo@vegeo.test', 'editor') } : {}));
    const { data } = await provider.create('usuarios', { data: { email: ' nuevo@vegeo.test ', role: 'editor', nombre: '' } });
    expect(write.calls.at(-1)).toEqual({ name: 'invitarUsuario', request: { email: 'nuevo@vegeo.test', role: 'editor' } });
    expect(links).toEqual(['nuevo@vegeo.test']);
    expect(data).toMatchObject({ id: 'n', role: 'editor' });
  });

  it('changes only what changed: the role by setRole, the state by desactivarUsuario', async () => {
    const { provider, write } = setup((name, request) => (name === 'desactivarUsuario' ? { uid: 'b', usuario: usuario('b', 'beto@vegeo.test', 'admin', { desactivado: (request as { desactivado: boolean }).desactivado }) } : {}));
    const previousData = { ...ACCOUNTS[1]!, id: 'b' };
    await provider.update('usuarios', { id: 'b', data: { ...previousData, role: 'admin' }, previousData });
    await provider.update('usuarios', { id: 'b', data: { ...previousData, desactivado: true }, previousData });
    await provider.update('usuarios', { id: 'b', data: previousData, previousData });
    expect(write.calls.map(({ name, request }) => [name, request])).toEqual([
      ['setRole', { uid: 'b', role: 'admin' }],
      ['desactivarUsuario', { uid: 'b', desactivado: true }],
    ]);
  });

  it('deletes by borrarUsuario; the last-admin refusal arrives with its reason', async () => {
    const reason = 'Es el último administrador activo: nombre antes a otro administrador, o el proyecto quedaría sin nadie que pueda administrarlo';
    const { provider, write } = setup((name) => {
      if (name === 'borrarUsuario') throw new CallableError('failed-precondition', reason);
      return {};
    });
    const failure = await provider.delete('usuarios', { id: 'a', previousData: { ...ACCOUNTS[0]!, id: 'a' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).message).toBe(reason);
    expect(write.calls.at(-1)).toEqual({ name: 'borrarUsuario', request: { uid: 'a' } });
  });

  it('getOne asks for that account alone; an unknown one is a 404', async () => {
    const { provider, write } = setup();
    expect((await provider.getOne('usuarios', { id: 'c' })).data).toMatchObject({ id: 'c', email: 'carla@vegeo.test' });
    expect(write.calls).toEqual([{ name: 'usuarios', request: { uid: 'c' } }]);
    await expect(provider.getOne('usuarios', { id: 'zz' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('restaurar', () => {
  it('calls restaurarRegistro with the key; a refusal keeps the server’s reason', async () => {
    const reason = "Un cambio posterior tocó el municipio '1312'; restaure antes ese cambio";
    const { provider, write } = setup((name) => {
      if (name === 'restaurarRegistro') throw new CallableError('failed-precondition', reason, { motivo: 'version', version: 3 });
      return {};
    });
    const restoring = provider as unknown as { restaurar(clave: string): Promise<unknown> };
    await expect(restoring.restaurar('-Nabc')).rejects.toMatchObject({ message: reason, status: 409 });
    expect(write.calls.at(-1)).toEqual({ name: 'restaurarRegistro', request: { clave: '-Nabc' } });
  });
});
