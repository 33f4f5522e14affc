// Rights that end when revoked, and hostile input, through the Functions and Auth emulators and
// the harness's database, as a user with a stale token or a hand-made request would try them.
import { pais, toFlat, type RegistroResponse } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, getIdToken, readDatabase, seedDatabase, type TestUser } from '@vegeo/testkit';
import { getAuth } from 'firebase-admin/auth';
import { getApps, initializeApp } from 'firebase-admin/app';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, failure, rawCall, restRead, type Client } from './client.js';

const clients: Client[] = [];
const signedIn = async (user: TestUser) => {
  const c = await client(user);
  clients.push(c);
  return c;
};
const auth = () => getAuth(getApps().find((app) => app.name === 'seguridad') ?? initializeApp({ projectId: inject('vegeoEmulators').projectId }, 'seguridad'));

beforeAll(async () => {
  await clearUsers();
  await clearDatabase();
  await seedDatabase('/geo', toFlat(pais, { version: 1, updatedAt: Date.now() }));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('rights end when revoked, whatever the token says', () => {
  it('a demoted admin, with the token they had, can no longer grant roles nor read the audit', async () => {
    const [boss, demoted, target] = await Promise.all([
      createUser({ email: 'jefa@vegeo.test', role: 'admin' }),
      createUser({ email: 'degradado@vegeo.test', role: 'admin' }),
      createUser({ email: 'objetivo@vegeo.test', role: 'viewer' }),
    ]);
    const stale = await signedIn(demoted);
    expect(await stale.call('auditoria', { limite: 1 })).toMatchObject({ entradas: expect.any(Array) });
    await (await signedIn(boss)).call('setRole', { uid: demoted.uid, role: 'viewer' });

    // The ID token still carries role: admin for up to an hour.
    expect((await stale.auth.currentUser!.getIdTokenResult()).claims['role']).toBe('admin');
    expect((await failure(stale.call('setRole', { uid: target.uid, role: 'admin' }))).code).toBe('permission-denied');
    expect((await failure(stale.call('auditoria', {}))).code).toBe('permission-denied');
    await expect(stale.read('/audit')).rejects.toThrow(/permission/i);
    await expect(stale.read('/users')).rejects.toThrow(/permission/i);
    expect(await readDatabase(`/users/${target.uid}/role`)).toBe('viewer');
  });

  it('no client listens to the audit or the accounts: an admin demoted hears nothing of the changes after', async () => {
    const [boss, demoted, target] = await Promise.all([
      createUser({ email: 'jefa3@vegeo.test', role: 'admin' }),
      createUser({ email: 'oyente@vegeo.test', role: 'admin' }),
      createUser({ email: 'tercera@vegeo.test', role: 'viewer' }),
    ]);
    const listener = await signedIn(demoted);
    const heard: unknown[] = [];
    const refused: string[] = [];
    for (const path of ['/audit', '/users']) listener.listen(path, (value) => heard.push(value), (error) => refused.push(`${path}: ${error.message}`));
    // Both listens answered (heard or refused) while the account was still an admin.
    await eventually(async () => heard.length + refused.length === 2);
    const admin = await signedIn(boss);
    await admin.call('setRole', { uid: demoted.uid, role: 'viewer' });
    await admin.call('setRole', { uid: target.uid, role: 'editor' });

    // The admin still reads the entry, through the callable; the listener, whose token still says admin, heard none of it.
    const { entradas } = await admin.call<{ entradas: { id: string; despues?: { email?: string } }[] }>('auditoria', { limite: 5 });
    expect(entradas.find((entry) => entry.id === target.uid)?.despues?.email).toBe('tercera@vegeo.test');
    expect(JSON.stringify(heard)).not.toContain('tercera@vegeo.test');
    expect(refused.sort()).toEqual([expect.stringMatching(/^\/audit: .*permission/i), expect.stringMatching(/^\/users: .*permission/i)]);
  });

  it('a disabled editor, with the token they had, can no longer change records nor read /geo', async () => {
    const editor = await createUser({ email: 'desactivada@vegeo.test', role: 'editor' });
    const stale = await signedIn(editor);
    await stale.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'Antes', municipioId: '1301' } });
    await auth().updateUser(editor.uid, { disabled: true });

    const refused = await failure(stale.call('crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'Después', municipioId: '1301' } }));
    expect(refused).toEqual({ code: 'permission-denied', message: 'Su cuenta está desactivada; consulte a un administrador' });
    expect((await failure(stale.call('estado', { nombre: 'Zulia' }))).code).toBe('permission-denied');
    await expect(stale.read('/geo/meta')).rejects.toThrow(/permission/i);
    expect(await readDatabase(`/users/${editor.uid}/disabled`)).toBe(true);
  });

  it('a deleted account, with the token it had, is not mirrored back to life', async () => {
    const gone = await createUser({ email: 'borrada@vegeo.test', role: 'editor' });
    const token = await getIdToken(gone);
    await auth().deleteUser(gone.uid);
    await seedDatabase(`/users/${gone.uid}`, null);
    expect(await rawCall('estado', { nombre: 'Zulia' }, token)).toEqual({
      error: expect.objectContaining({ status: 'UNAUTHENTICATED', message: 'Su cuenta ya no existe; inicie sesión con otra' }),
    });
    expect(await readDatabase(`/users/${gone.uid}`)).toBeNull();
  });

  it('a deleted account, with the token it had, reads nothing; nor does an account vegeo has not let in yet', async () => {
    const leaving = await createUser({ email: 'se-va@vegeo.test', role: 'viewer' });
    const token = await getIdToken(leaving);
    expect(await restRead('/geo/meta/version', token)).toEqual({ status: 200, body: expect.any(Number) });
    expect(await rawCall('borrarMiCuenta', {}, token)).toEqual({ result: { uid: leaving.uid, usuario: null } });
    for (const path of ['/geo', '/geo/meta/version', '/geo/estados/13']) expect((await restRead(path, token)).status).toBe(401);

    // Signed up a moment ago (or never invited while sign-up is closed): no /users entry yet.
    const fresh = await auth().createUser({ email: 'recien@vegeo.test', password: 'secreto123' });
    const unseen = await getIdToken({ email: 'recien@vegeo.test', password: 'secreto123' });
    expect((await restRead('/geo/meta/version', unseen)).status).toBe(401);
    await rawCall('lote', { consultas: [] }, unseen);
    expect(await readDatabase(`/users/${fresh.uid}`)).toMatchObject({ email: 'recien@vegeo.test', role: 'viewer', creado: expect.any(Number) });
    expect(await restRead('/geo/meta/version', unseen)).toEqual({ status: 200, body: expect.any(Number) });
  });

  it('editor or admin by e-mail only to a verified address', async () => {
    const [boss, unverified] = await Promise.all([
      createUser({ email: 'jefe2@vegeo.test', role: 'admin' }),
      createUser({ email: 'sinverificar@vegeo.test', role: 'viewer' }),
    ]);
    const admin = await signedIn(boss);
    const refused = await failure(admin.call('setRole', { email: unverified.email, role: 'editor' }));
    expect(refused.code).toBe('failed-precondition');
    await auth().updateUser(unverified.uid, { emailVerified: true });
    await expect(admin.call('setRole', { email: unverified.email, role: 'editor' })).resolves.toMatchObject({ role: 'editor' });
  });
});

describe('hostile input is refused and changes nothing', () => {
  let editor: TestUser;
  let token: string;
  beforeAll(async () => {
    editor = await createUser({ email: 'hostil@vegeo.test', role: 'editor' });
    token = await getIdToken(editor);
  });

  it('control, invisible and direction characters in a name; the same name with ordinary text passes', async () => {
    const c = await signedIn(editor);
    for (const [name, code] of [
      ['Rojo\u001b[31m', 'U+001B'],
      ['\u202eedadeP', 'U+202E'],
      ['\u200b\u2060', 'U+200B'],
      ['Cate\u0000dral', 'U+0000'],
      ['una\nlínea', 'U+000A'],
    ]) {
      const refused = await failure(c.call('crearRegistro', { tipo: 'parroquia', datos: { parroquia: name, municipioId: '1301' } }));
      expect(refused.code).toBe('invalid-argument');
      expect(refused.message).toContain(code!);
    }
    const made = await c.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'Pe\u0301rez', municipioId: '1301' } });
    expect(made.registro).toMatchObject({ parroquia: 'Pérez' });
    expect((made.registro as { parroquia: string }).parroquia).toBe('P\u00e9rez');
  });

  it('look-alike names: a letter of another script among Latin ones, or a name in another script, is refused, naming it', async () => {
    const c = await signedIn(editor);
    const before = await readDatabase('/geo/meta/version');
    for (const [name, odd] of [
      ['Santa R\u043esa', "'о' (U+043E, cirílico)"],
      ['\u0421\u0430\u043d\u0442\u0430 \u0420\u043e\u0441\u0430', "'С' (U+0421, cirílico)"],
      ['Sant\u03b1 Rosa', "'α' (U+03B1, griego)"],
    ]) {
      const refused = await failure(c.call('crearRegistro', { tipo: 'parroquia', datos: { parroquia: name, municipioId: '1301' } }));
      expect(refused.code).toBe('invalid-argument');
      expect(refused.message).toContain(odd);
    }
    const edit = await failure(c.call('editarRegistro', { tipo: 'estado', id: '13', version: 0, datos: { capital: '\u039c\u00e9rida' } }));
    expect(edit.message).toContain("'Μ' (U+039C, griego)");
    expect(await readDatabase('/geo/meta/version')).toBe(before);
    const made = await c.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'Santa Rosa de Ñemé', municipioId: '1301' } });
    expect(made.registro).toMatchObject({ parroquia: 'Santa Rosa de Ñemé' });
  });

  it('__proto__ in a request, as the protocol decodes it, never acts as the fields it wraps', async () => {
    const before = await readDatabase('/geo/parroquias/130101/parroquia');
    const answer = await rawCall('editarRegistro', JSON.parse('{"tipo":"parroquia","id":"130101","version":0,"datos":{"__proto__":{"parroquia":"X"}}}'), token);
    expect(answer).toEqual({ error: expect.objectContaining({ status: 'INVALID_ARGUMENT', message: "Campo no permitido: '__proto__'" }) });
    expect(await readDatabase('/geo/parroquias/130101/parroquia')).toBe(before);
  });

  it('lote holds each line to its callable: buscar capped at 100 hits', async () => {
    const c = await signedIn(editor);
    const [line] = await c.call<{ error?: string }[]>('lote', { consultas: [{ tipo: 'buscar', nombre: 'san', opciones: { max: 1e9 } }] });
    expect(line!.error).toBe("La opción 'max' debe estar entre 1 y 100");
  });

  it('bodies the framework would refuse in English get a Spanish INVALID_ARGUMENT, signed in or not', async () => {
    const { projectId, ports } = inject('vegeoEmulators');
    const post = async (body: string) => {
      const response = await fetch(`http://127.0.0.1:${ports.functions}/${projectId}/us-central1/estado`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await post('{}')).toEqual({ status: 400, body: { error: { status: 'INVALID_ARGUMENT', message: 'La petición debe ser un objeto JSON con el campo data: {"data": …}' } } });
    expect(await post('{"data":{},"extra":1}')).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    const deep = `{"data":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(await post(deep)).toEqual({ status: 400, body: { error: { status: 'INVALID_ARGUMENT', message: 'La petición anida demasiados niveles (más de 64)' } } });
  });
});
