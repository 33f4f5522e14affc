import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const COUNT = 'SELECT (SELECT COUNT(*) FROM estados), (SELECT COUNT(*) FROM municipios), (SELECT COUNT(*) FROM parroquias)';
// A join through both foreign keys: the parroquias of Mérida's Libertador.
const JOIN = `SELECT COUNT(*) FROM parroquias p JOIN municipios m ON m.id = p.municipio_id JOIN estados e ON e.id = m.estado_id
  WHERE e.nombre = 'Mérida' AND m.nombre = 'Libertador'`;
const ORPHAN = "INSERT INTO parroquias (id, municipio_id, estado_id, nombre) VALUES ('999901', '9999', '99', 'Huérfana')";

const EDITIONS = [
  ['base', [24, 335, 1139]],
  ['ine', [24, 335, 1146]],
] as const;

const script = (edicion: string) => readFile(new URL(`../descargas/${edicion}/vegeo.sql`, import.meta.url), 'utf8');

describe.each(EDITIONS)('descargas/%s/vegeo.sql', (edicion, totals) => {
  it('loads into SQLite (sql.js, WebAssembly), with its keys enforced', async () => {
    const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
    const SQL = await initSqlJs({ locateFile: () => wasm });
    const db = new SQL.Database();
    db.exec('PRAGMA foreign_keys = ON;');
    db.exec(await script(edicion));
    expect(db.exec(COUNT)[0]!.values[0]).toEqual(totals);
    expect(db.exec(JOIN)[0]!.values[0]![0]).toBeGreaterThan(0);
    expect(() => db.exec(ORPHAN)).toThrow(/FOREIGN KEY/);
    expect(() => db.exec("INSERT INTO estados (id, nombre, capital, iso_31662) VALUES ('13', 'Otra', 'Otra', 'VE-L')")).toThrow(/UNIQUE/);
    db.close();
  });
});

// One PostgreSQL for both editions, each in its own schema: starting one (initdb in WebAssembly)
// costs several seconds of CPU.
describe('vegeo.sql in PostgreSQL (PGlite, WebAssembly)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
  }, 180_000);
  afterAll(() => db?.close());

  it.each(EDITIONS)('loads descargas/%s/vegeo.sql, with its keys enforced', async (edicion, totals) => {
    await db.exec(`CREATE SCHEMA ${edicion}; SET search_path TO ${edicion};`);
    await db.exec(await script(edicion));
    const { rows } = await db.query<{ e: number; m: number; p: number }>(
      'SELECT (SELECT COUNT(*)::int FROM estados) e, (SELECT COUNT(*)::int FROM municipios) m, (SELECT COUNT(*)::int FROM parroquias) p',
    );
    expect(Object.values(rows[0]!)).toEqual(totals);
    expect((await db.query<{ count: number }>(JOIN.replace('COUNT(*)', 'COUNT(*)::int AS count'))).rows[0]!.count).toBeGreaterThan(0);
    await expect(db.exec(ORPHAN)).rejects.toThrow(/foreign key/);
  }, 60_000);
});
