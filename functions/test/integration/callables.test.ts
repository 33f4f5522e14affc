import { pais, toFlat, type GeoMeta, type MunicipioResult, type RegistroResponse } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, getIdToken, readDatabase, seedDatabase, type TestUser } from '@vegeo/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, failure, rawCall, type Client } from './client.js';

let users: Record<'viewer' | 'editor' | 'editor2' | 'admin' | 'busy', TestUser>;
const clients: Client[] = [];
const signedIn = async (user?: TestUser) => {
  const c = await client(user);
  clients.push(c);
  return c;
};
const version = async () => (await readDatabase('/geo/meta/version')) as number;
const keys = async (path: string) => Object.keys(((await readDatabase(path)) as object | null) ?? {});

beforeAll(async () => {
  await clearUsers();
  await clearDatabase();
  await seedDatabase('/geo', toFlat(pais, { version: 1, updatedAt: Date.now() }));
  const make = (name: string, role: TestUser['role']) => createUser({ email: `${name}@vegeo.test`, role });
  const [viewer, editor, editor2, admin, busy] = await Promise.all([
    make('viewer', 'viewer'),
    make('editor', 'editor'),
    make('editor2', 'editor'),
    make('admin', 'admin'),
    make('busy', 'viewer'),
  ]);
  users = { viewer: viewer!, editor: editor!, editor2: editor2!, admin: admin!, busy: busy! };
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('callables through the Functions emulator', () => {
  it('refuses an anonymous call with unauthenticated', async () => {
    const anon = await signedIn();
    expect((await failure(anon.call('estado', { nombre: 'Zulia' }))).code).toBe('unauthenticated');
  });

  it('answers lookups from the index over /geo', async () => {
    const viewer = await signedIn(users.viewer);
    expect(await viewer.call('estado', { nombre: 'mérida' })).toMatchObject({ estado: 'Mérida', id: '13' });
    expect(await viewer.call('municipio', { nombre: 'No Existe' })).toBeNull();
    const lote = await viewer.call<unknown[]>('lote', { consultas: [{ tipo: 'estado', nombre: 'Zulia' }, { tipo: 'estado', nombre: 7 }] });
    expect(lote).toEqual([
      { consulta: { tipo: 'estado', nombre: 'Zulia' }, resultado: expect.objectContaining({ estado: 'Zulia' }) },
      { consulta: { tipo: 'estado', nombre: 7 }, error: "El nombre no puede ser 'number'" },
    ]);
  });

  it('normalizes rows through the deployed bundle, the ine edition included', async () => {
    const viewer = await signedIn(users.viewer);
    const filas = [{ estado: 'Edo. Miranda', municipio: 'Sucre', parroquia: 'Petare' }, { estado: 'Vargas' }];
    const answers = await viewer.call<{ certeza: string; parroquia: unknown; estado: unknown }[]>('normalizar', { filas, opciones: { edicion: 'ine' } });
    expect(answers.map((a) => a.certeza)).toEqual(['corregida', 'corregida']);
    expect(answers[1]!.estado).toEqual({ id: '21', nombre: 'La Guaira', ine: '24' });
  });

  it('refuses a non-text name with invalid-argument and the exact message', async () => {
    const viewer = await signedIn(users.viewer);
    expect(await failure(viewer.call('municipio', { nombre: 42 }))).toEqual({
      code: 'invalid-argument',
      message: "El nombre no puede ser 'number'",
    });
    expect(await rawCall('estado', { nombre: true }, await getIdToken(users.viewer))).toEqual({
      error: expect.objectContaining({ status: 'INVALID_ARGUMENT', message: "El nombre no puede ser 'boolean'" }),
    });
  });

  it('does not let a viewer write', async () => {
    const viewer = await signedIn(users.viewer);
    const refused = await failure(viewer.call('editarRegistro', { tipo: 'municipio', id: '1301', version: 0, datos: { municipio: 'X' } }));
    expect(refused.code).toBe('permission-denied');
  });

  it('an editor renames a municipio: the next lookups show it, /audit holds one entry', async () => {
    await seedDatabase('/audit', null);
    const editor = await signedIn(users.editor);
    const result = await editor.call<RegistroResponse>('editarRegistro', {
      tipo: 'municipio',
      id: '1301',
      version: 0,
      datos: { municipio: 'Alberto Adriani Renombrado' },
    });
    expect(result).toMatchObject({ id: '1301', registro: { municipio: 'Alberto Adriani Renombrado' } });
    const found = await eventually(() => editor.call<MunicipioResult | null>('municipio', { nombre: 'alberto adriani renombrado' }));
    expect(found).toMatchObject({ municipio: 'Alberto Adriani Renombrado', id: '1301', estado: 'Mérida' });
    expect(await keys('/audit')).toHaveLength(1);
  });

  it('two editors racing on one record: one wins, the other gets failed-precondition', async () => {
    const [one, two] = await Promise.all([signedIn(users.editor), signedIn(users.editor2)]);
    const read = await version();
    const outcomes = await Promise.allSettled([
      one.call('editarRegistro', { tipo: 'parroquia', id: '130101', version: 0, datos: { parroquia: 'Por el uno' } }),
      two.call('editarRegistro', { tipo: 'parroquia', id: '130101', version: 0, datos: { parroquia: 'Por el dos' } }),
    ]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0]!.reason as { code: string }).code).toBe('functions/failed-precondition');
    expect(await version()).toBe(read + 1);
    const winner = (won[0] as PromiseFulfilledResult<RegistroResponse>).value.registro;
    expect(await readDatabase('/geo/parroquias/130101')).toEqual(winner);
  });

  it('a cascade delete keeps the totals true', async () => {
    const admin = await signedIn(users.admin);
    const refused = await failure(admin.call('borrarRegistro', { tipo: 'estado', id: '01', version: 0 }));
    expect(refused.code).toBe('failed-precondition');
    const result = await admin.call<RegistroResponse>('borrarRegistro', { tipo: 'estado', id: '01', version: 0, cascada: true });
    expect(result.borrados).toBe(33);
    const meta = (await readDatabase('/geo/meta')) as GeoMeta;
    expect([meta.estados, meta.municipios, meta.parroquias]).toEqual([
      (await keys('/geo/estados')).length,
      (await keys('/geo/municipios')).length,
      (await keys('/geo/parroquias')).length,
    ]);
    expect(meta).toMatchObject({ estados: 23, municipios: 328, parroquias: 1114 });
    expect(await eventually(() => admin.call('estado', { nombre: 'Amazonas' }).then((r) => r === null))).toBe(true);
  });

  it('an id, once given, is never given again: across a delete, a cascade delete and its restore', async () => {
    const [editor, admin] = await Promise.all([signedIn(users.editor), signedIn(users.admin)]);
    const crear = (tipo: string, datos: object) => editor.call<RegistroResponse>('crearRegistro', { tipo, datos });
    const m = await crear('municipio', { municipio: 'Efímero', capital: 'Efímera', estadoId: '13' });
    const made: RegistroResponse[] = [];
    for (const parroquia of ['Uno', 'Dos', 'Tres']) made.push(await crear('parroquia', { parroquia, municipioId: m.id }));
    expect(made.map((p) => p.id)).toEqual(['01', '02', '03'].map((n) => m.id + n));
    const tres = await editor.call<RegistroResponse>('borrarRegistro', { tipo: 'parroquia', id: made[2]!.id, version: made[2]!.version });
    const cascade = await editor.call<RegistroResponse>('borrarRegistro', { tipo: 'municipio', id: m.id, version: m.version, cascada: true });
    expect([tres.borrados, cascade.borrados]).toEqual([1, 3]);
    const audit = (await readDatabase('/audit')) as Record<string, { accion: string; id: string; version: number }>;
    const [clave] = Object.entries(audit).find(([, e]) => e.accion === 'borrar' && e.id === m.id)!;
    await admin.call('restaurarRegistro', { clave });
    expect(await keys('/geo/parroquias').then((ids) => ids.filter((id) => id.startsWith(m.id)))).toEqual([made[0]!.id, made[1]!.id]);

    const next = await crear('parroquia', { parroquia: 'Cuatro', municipioId: m.id });
    expect(next.id).toBe(`${m.id}04`);
    const created = Object.values((await readDatabase('/audit')) as Record<string, { accion: string; id: string }>).filter((e) => e.accion === 'crear');
    expect(created.length).toBe(new Set(created.map((e) => e.id)).size);
  });

  it('answers resource-exhausted past the per-user quota (a lote counts its queries)', async () => {
    const busy = await signedIn(users.busy);
    const consultas = Array.from({ length: 1000 }, () => ({ tipo: 'estado', nombre: 'Zulia' }));
    await busy.call('lote', { consultas });
    await busy.call('lote', { consultas });
    const exhausted = await failure(busy.call('lote', { consultas: [{ tipo: 'estado', nombre: 'Zulia' }] }));
    expect(exhausted.code).toBe('resource-exhausted');
  });

  it('an admin grants a role; the audit lists it, newest first, for admins only', async () => {
    const admin = await signedIn(users.admin);
    await admin.call('setRole', { uid: users.viewer.uid, role: 'editor' });
    expect(await readDatabase(`/users/${users.viewer.uid}`)).toMatchObject({ email: users.viewer.email, role: 'editor', creado: expect.any(Number) });
    const { entradas } = await admin.call<{ entradas: { accion: string; id: string }[] }>('auditoria', { limite: 2 });
    expect(entradas[0]).toMatchObject({ accion: 'rol', id: users.viewer.uid });
    const editor = await signedIn(users.editor);
    expect((await failure(editor.call('auditoria', {}))).code).toBe('permission-denied');
    expect((await failure(editor.call('setRole', { uid: users.busy.uid, role: 'admin' }))).code).toBe('permission-denied');
  });
});
