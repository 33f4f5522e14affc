import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createUser, resetEmulators, type TestUser } from '@vegeo/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newHome, vegeo } from './bin.js';

const INE = readFileSync(fileURLToPath(new URL('../../../data/ine.json', import.meta.url)), 'utf8');
const lines = (text: string) => text.split('\n').filter(Boolean);

let editor: TestUser;
let boss: TestUser;
const admin = newHome();
let editorHome: string;

beforeAll(async () => {
  await resetEmulators();
  editor = await createUser({ email: 'correctora@vegeo.test', role: 'editor' });
  boss = await createUser({ email: 'auditora@vegeo.test', role: 'viewer' });
  editorHome = loggedIn(editor);
});

// One story, in order: the ine edition seeded directly; then the default edition seeded and
// corrected into it through the callables, a record edited meanwhile left alone.
describe('the ine edition in the database', () => {
  it('db seed --edicion ine seeds it, db export gives ine.json back, and lookups --remote answer from it', () => {
    const seed = vegeo(['db', 'seed', '--edicion', 'ine'], { home: admin });
    expect(seed.code, seed.err).toBe(0);
    expect(seed.out).toBe('Datos cargados en /geo (versión 1): 24 estados, 335 municipios, 1146 parroquias.\n');
    expect(vegeo(['db', 'export'], { home: admin }).out === INE).toBe(true);
    expect(vegeo(['db', 'diff', '--edicion', 'ine'], { home: admin }).out).toBe('Sin cambios respecto de los datos de la edición ine.\n');
    expect(lines(vegeo(['db', 'diff'], { home: admin }).out).length).toBeGreaterThan(1000);
    const found = vegeo(['parroquia', '190601', '--remote', '--json'], { home: editorHome });
    expect(found.code, found.err).toBe(0);
    expect(JSON.parse(found.out)).toEqual([expect.objectContaining({ parroquia: 'Marigüitar', id: '180601', codigo_ine: '190601' })]);
    // --estado is read against the database's data, where VE-Z is Amazonas and a number an INE code.
    const remote = (args: string[]) => JSON.parse(vegeo([...args, '--remote', '--json'], { home: editorHome }).out) as unknown;
    expect(remote(['municipio', 'Atabapo', '--estado', 'VE-Z'])).toMatchObject({ id: '0102', estado: 'Amazonas' });
    expect(remote(['municipio', 'Vargas', '--estado', '24'])).toMatchObject({ id: '2101', estado: 'La Guaira' });
    expect(remote(['estado', 'id:24'])).toMatchObject({ estado: 'Distrito Capital', codigo_ine: '01' });
    // The seed's name of a corrected place finds it there too.
    expect(remote(['parroquia', 'Mavaka Mavaka'])).toEqual([expect.objectContaining({ parroquia: 'Mavaca', id: '010104' })]);
  });

  it('db corregir refuses to touch a record edited since the default edition was seeded, and lists it', () => {
    expect(vegeo(['db', 'seed', '--force'], { home: admin }).code).toBe(0);
    const edit = vegeo(['parroquias', 'editar', '160703', '--nombre', 'Yaguaraparo de Marcano'], { home: editorHome });
    expect(edit.code, edit.err).toBe(0);
    const run = vegeo(['db', 'corregir'], { home: editorHome });
    expect(run.code, run.err).toBe(1);
    expect(run.out).toMatch(/^Corregidos \d+ registros \(\d+ editados, 12 creados, 4 borrados\), cada cambio auditado con sus fuentes; ya lo estaban: 0\.\n$/);
    expect(lines(run.err)).toEqual([
      'No se corrigieron 1 registros editados desde la carga (revíselos a mano):',
      '  parroquia 160703 editada: parroquia "Yaguaraparo" → "Yaguaraparo de Marcano"',
    ]);
    const diff = vegeo(['db', 'diff', '--edicion', 'ine'], { home: admin });
    expect(lines(diff.out)).toEqual(['parroquia 160703 creada: "Yaguaraparo de Marcano"']);
    // About 1500 audited changes, each a read-plan-write of /geo in the functions: a minute or two.
  }, 360_000);

  it('db corregir, once the edit is undone, completes the edition: db diff --edicion ine is empty; again, nothing to do', () => {
    // The data carries INE codes now: 160703 is also an INE code (of 150702), so the id is written id:160703.
    const ambiguous = vegeo(['parroquias', 'borrar', '160703', '--si'], { home: editorHome });
    expect([ambiguous.code, ambiguous.err]).toEqual([
      2,
      'error: «160703» es el código INE de la parroquia 150702 «Las Alhuacas» y el id de la parroquia 160703 «Yaguaraparo de Marcano»: escriba ine:160703 o id:160703.\n',
    ]);
    const undo = vegeo(['parroquias', 'borrar', 'id:160703', '--si'], { home: editorHome });
    expect(undo.code, undo.err).toBe(0);
    expect(vegeo(['db', 'diff', '--edicion', 'ine'], { home: admin }).out).toBe('Sin cambios respecto de los datos de la edición ine.\n');
    const again = vegeo(['db', 'corregir', '--json'], { home: editorHome });
    expect(again.code, again.err).toBe(0);
    expect(JSON.parse(again.out)).toEqual({ aplicados: 0, yaAplicados: expect.any(Number), rechazados: [] });
    expect(vegeo(['db', 'corregir'], { home: editorHome }).out).toMatch(/^Nada que corregir: \d+ registros ya están como en la edición ine\.\n$/);
  });

  it('audits every change with the corrections and sources that made it', async () => {
    const setRole = vegeo(['usuarios', 'rol', boss.email, 'admin', '--admin-sdk'], { home: admin });
    expect(setRole.code, setRole.err).toBe(0);
    const audit = vegeo(['auditoria', '--limite', '500', '--json'], { home: loggedIn(boss) });
    expect(audit.code, audit.err).toBe(0);
    const entries = JSON.parse(audit.out) as { accion: string; tipo: string; id: string; nota?: string }[];
    const created = entries.find((entry) => entry.accion === 'crear' && entry.id === '180601');
    expect(created?.nota).toMatch(/^Edición ine: c\d{3} alta \(fuentes: semilla, ocha, kavac, oca, cne2013, cne2024\); c003 codigo_ine/);
    expect(entries.filter((entry) => entry.nota?.startsWith('Edición ine:')).length).toBe(entries.filter((e) => e.tipo !== 'usuario' && e.id !== '160703').length);
  });
});
