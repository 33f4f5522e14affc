import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createUser, readDatabase, resetEmulators, type TestUser } from '@vegeo/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newHome, vegeo, vegeoAsync } from './bin.js';

interface Parroquia {
  parroquia: string;
  municipioId: string;
  estadoId: string;
  codigo_ine?: string;
  version?: number;
}
interface Entry {
  accion: string;
  id: string;
  nota?: string;
  restaura?: string;
}

let editor: TestUser;
let viewer: TestUser;
let boss: TestUser;
const files = newHome();
const parroquias = async () => (await readDatabase('/geo/parroquias')) as Record<string, Parroquia>;
const csvLines = (text: string) => text.trim().split('\n');
const write = (name: string, text: string) => {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
};

/** Resolves once `path` has not changed for `ms`. */
async function quiet(path: string, ms: number): Promise<void> {
  let last = JSON.stringify(await readDatabase(path));
  let since = Date.now();
  while (Date.now() - since < ms) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = JSON.stringify(await readDatabase(path));
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

/** INE's list of Zulia's parroquias as /geo holds them (Maracaibo, 2314, first), with `change` applied. */
async function zuliaList(change: (rows: string[][]) => void): Promise<string> {
  const geo = (await readDatabase('/geo')) as { parroquias: Record<string, Parroquia>; municipios: Record<string, { municipio: string }> };
  const rows = Object.entries(geo.parroquias)
    .filter(([, p]) => p.estadoId === '23')
    .sort(([a], [b]) => Number(!a.startsWith('2314')) - Number(!b.startsWith('2314')) || a.localeCompare(b))
    .map(([, p]) => [p.codigo_ine ?? '', p.parroquia, geo.municipios[p.municipioId]!.municipio, 'Zulia']);
  change(rows);
  return ['COD_PARROQUIA,PARROQUIA,MUNICIPIO,ESTADO', ...rows.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))].join('\r\n') + '\r\n';
}

beforeAll(async () => {
  await resetEmulators();
  editor = await createUser({ email: 'editora@vegeo.test', role: 'editor' });
  viewer = await createUser({ email: 'lector@vegeo.test', role: 'viewer' });
  boss = await createUser({ email: 'jefe@vegeo.test', role: 'admin' });
  const seed = vegeo(['--edicion', 'ine', 'db', 'seed'], { home: newHome() });
  expect(seed.code, seed.err).toBe(0);
});

// One story, in order: preview, apply a list, a lector, a resumed import, restore it whole.
describe('vegeo parroquias importar', () => {
  let list: string;

  it('--ensayo previews INE’s list for Zulia: one new, one renamed, one missing, and writes nothing', async () => {
    const text = await zuliaList((rows) => {
      rows[0]![1] = 'Antonio Borjas'; // renamed
      rows.splice(1, 1); // 231402 Bolívar missing
      rows.push(['231399', 'La Nueva', 'Maracaibo', 'Zulia']); // new
    });
    list = write('zulia.csv', text);
    const home = loggedIn(editor);
    const before = await readDatabase('/geo/meta/version');
    const preview = vegeo(['parroquias', 'importar', list, '--ensayo'], { home });
    expect(preview.code, preview.err).toBe(0);
    const [header, ...lines] = csvLines(preview.out);
    expect(header).toBe('fila,clave,accion,id,registro,cambios,errores,conflicto,duda,aviso,aplicable');
    const changed = lines.filter((line) => !line.split(',')[2]!.startsWith('ninguna'));
    expect(changed).toEqual([
      '2,f2,editar,231401,"Antonio Borjas Romero (Maracaibo, Zulia)",parroquia: Antonio Borjas Romero → Antonio Borjas,,,,,sí',
      expect.stringMatching(/^\d+,f\d+,crear,,La Nueva \(Maracaibo \(Zulia\)\),parroquia: — → La Nueva; codigo_ine: — → 231399,,,,,sí$/),
      ',falta:231402,borrar,231402,"Bolívar (Maracaibo, Zulia)",parroquia: Bolívar → —,,,,No está en la lista; se borra solo con «borrar lo que falta»,no',
    ]);
    const json = JSON.parse(vegeo(['parroquias', 'importar', list, '--ensayo', '--json'], { home }).out) as { modo: string; resumen: object };
    expect(json).toMatchObject({ modo: 'lista', resumen: { crear: 1, editar: 1, borrar: 1, aplicables: 2 } });
    expect(await readDatabase('/geo/meta/version')).toBe(before);
  });

  it('applies the list through the callables: the rename and the new one, nothing deleted, one audited import with its nota', async () => {
    const home = loggedIn(editor);
    const informe = join(files, 'informe.csv');
    const applied = vegeo(['parroquias', 'importar', list, '--nota', 'INE, Zulia 2024', '--informe', informe], { home });
    expect(applied.code, applied.err).toBe(0);
    expect(applied.out).toMatch(/^2 aplicado, \d+ sin cambios, 1 omitido\. Importación [0-9a-f]{24} \(1 lotes en la auditoría\)\.\n$/);
    const now = await parroquias();
    expect(now['231401']?.parroquia).toBe('Antonio Borjas');
    expect(now['231402']?.parroquia).toBe('Bolívar');
    expect(Object.values(now).filter((p) => p.parroquia === 'La Nueva')).toHaveLength(1);
    const report = csvLines(readFileSync(informe, 'utf8'));
    expect(report[0]).toBe('fila,clave,accion,id,registro,resultado,motivo,ids');
    expect(report).toContain('2,f2,editar,231401,"Antonio Borjas Romero (Maracaibo, Zulia)",aplicado,,231401');
    expect(report.at(-1)).toBe(',falta:231402,borrar,231402,"Bolívar (Maracaibo, Zulia)",omitido,No está en la lista; se borra solo con «borrar lo que falta»,');
    const audit = JSON.parse(vegeo(['auditoria', '--json'], { home: loggedIn(boss) }).out) as Entry[];
    expect(audit.filter((entry) => entry.accion === 'importar')).toEqual([expect.objectContaining({ nota: 'INE, Zulia 2024', id: applied.out.match(/[0-9a-f]{24}/)![0] })]);
    // The same file again: everything is in effect.
    const again = vegeo(['parroquias', 'importar', list, '--json'], { home });
    expect(again.code, again.err).toBe(0);
    expect((JSON.parse(again.out) as { lotes: string[] }).lotes).toEqual([]);
  });

  it('refuses a lector: the callables say no and nothing lands', async () => {
    const file = write('lector.csv', 'accion,parroquia,municipio,estado\ncrear,De Un Lector,Maracaibo,Zulia\n');
    const refused = vegeo(['parroquias', 'importar', file], { home: loggedIn(viewer) });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('error: La importación se detuvo: Permiso denegado');
    expect(Object.values(await parroquias()).some((p) => p.parroquia === 'De Un Lector')).toBe(false);
  });

  it('started again after an interruption, applies only what is missing; the import is restored as a whole', async () => {
    // Spread over Zulia's municipios: ids under one parent run out at 99.
    const rows = Array.from({ length: 400 }, (_, i) => `crear,Reanudada ${i + 1},id:23${String(1 + (i % 20)).padStart(2, '0')}`);
    const file = write('reanudar.csv', `accion,parroquia,municipio\n${rows.join('\n')}\n`);
    const home = loggedIn(editor);
    const made = async () => Object.values(await parroquias()).filter((p) => p.parroquia.startsWith('Reanudada ')).length;
    const start = (await readDatabase('/geo/meta/version')) as number;
    const run = vegeoAsync(['parroquias', 'importar', file], { home });
    const child = run.child;
    // Killed once its first batch has landed and before its last.
    while (((await readDatabase('/geo/meta/version')) as number) === start) await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill('SIGKILL');
    await run;
    // A batch already sent still lands after its sender dies: count once the database is quiet.
    await quiet('/geo/meta/version', 2_000);
    const landed = await made();
    expect(landed).toBeGreaterThan(0);
    expect(landed).toBeLessThan(400);

    const resumed = vegeo(['parroquias', 'importar', file, '--json'], { home });
    expect(resumed.code, resumed.err).toBe(0);
    const report = JSON.parse(resumed.out) as { importacion: string; filas: { resultado: string }[] };
    const count = (resultado: string) => report.filas.filter((f) => f.resultado === resultado).length;
    expect(count('sin cambios')).toBe(landed);
    expect(count('aplicado') + count('ya aplicado')).toBe(400 - landed);
    expect(await made()).toBe(400);

    const bossHome = loggedIn(boss);
    const batches = (JSON.parse(vegeo(['auditoria', '--json', '--limite', '20'], { home: bossHome }).out) as Entry[]).filter((e) => e.id === report.importacion);
    expect(batches.length).toBeGreaterThanOrEqual(4);
    const restored = vegeo(['restaurar', '--importacion', report.importacion, '--nota', 'prueba'], { home: bossHome });
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(new RegExp(`^Importación ${report.importacion} deshecho \\(versión \\d+; 400 registros quitados\\)\\.\\n$`));
    expect(await made()).toBe(0);
    const [last] = JSON.parse(vegeo(['auditoria', '--json', '--limite', '1'], { home: bossHome }).out) as Entry[];
    expect(last).toMatchObject({ accion: 'restaurar', id: report.importacion, nota: 'prueba' });
  });

  it('says in Spanish what is wrong with the file, exit 2', async () => {
    const home = loggedIn(editor);
    const run = (name: string, content: string | Buffer, ...flags: string[]) => vegeo(['parroquias', 'importar', write(name, content as string), '--ensayo', ...flags], { home });
    expect(run('vacio.csv', '')).toEqual({ code: 2, out: '', err: 'error: El archivo «vacio.csv» está vacío.\n' });
    expect(run('solo.csv', 'parroquia,municipio\n').err).toBe('error: El archivo «solo.csv» solo tiene el encabezado: no hay filas que importar.\n');
    expect(run('libro.csv', Buffer.from('PK\u0003\u0004xl/workbook.xml') as never).err).toBe('error: «libro.csv» no es un archivo CSV: parece un libro de Excel (.xlsx); guárdelo como «CSV UTF-8».\n');
    expect(run('cols.csv', 'foo,bar\n1,2\n').err).toMatch(/^error: Falta la columna del nombre \(parroquia\), del id o del código INE en el encabezado de «cols\.csv» \(foo, bar\)/);
    const latin1 = Buffer.from('parroquia,municipio,estado\nSanta B\xe1rbara,Col\xf3n,Zulia\n', 'latin1');
    expect(run('latin1.csv', latin1 as never, '--codificacion', 'utf-8').err).toBe('error: «latin1.csv» no está en UTF-8: pruebe --codificacion windows-1252 (lo que guarda Excel como «CSV»).\n');
    // Found as Windows-1252 by itself: Santa Bárbara of Colón is already there.
    const read = run('latin1.csv', latin1 as never);
    expect(read.code, read.err).toBe(0);
    expect(read.out).toContain('Santa Bárbara');
    expect(run('x.csv', 'parroquia\nX\n', '--columnas', 'nombre=PARROQUIAS').err).toBe('error: La columna «PARROQUIAS» no está en el encabezado: parroquia.\n');
  });
});
