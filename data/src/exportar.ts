import { csvOf } from './_lib/export/csv.js';
import { COLUMNS, NIVELES, tablesOf, type Nivel, type Tables } from './_lib/export/rows.js';
import { sqlOf } from './_lib/export/sql.js';
import type { PaisData, Tipo } from './types.js';

export type { EstadoRow, MunicipioRow, Nivel, ParroquiaRow } from './_lib/export/rows.js';

/** The formats of {@link exportar}. */
export type Formato = 'csv' | 'ndjson' | 'sql' | 'json';
export const FORMATOS: readonly Formato[] = ['csv', 'ndjson', 'sql', 'json'];
export { NIVELES };

/** Options of {@link exportar}. */
export interface ExportarOptions {
  formato: Formato;
  /** One level; absent, all three (except `csv`, one table per file, which needs one). */
  nivel?: Nivel | null;
}

const TIPO: Record<Nivel, Tipo> = { estados: 'estado', municipios: 'municipio', parroquias: 'parroquia' };

/**
 * A country (the default edition's `pais`, or `ine`) as the text of a file to download: one row
 * per record, in the dataset's order, with its id, its parents' ids, its names, its ISO and INE
 * codes and its capital (`null`, or an empty CSV field, where the edition has none).
 * - `csv`: one level, RFC 4180 (header row, CRLF, quotes only where needed), UTF-8.
 * - `ndjson`: one JSON object per line, its `tipo` first; the three levels in order without `nivel`.
 * - `sql`: the three tables, `CREATE TABLE` with primary and foreign keys and `INSERT`s, in one
 *   transaction, for PostgreSQL, MySQL/MariaDB and SQLite alike.
 * - `json`: the rows of one level as an array, or `{ estados, municipios, parroquias }`.
 *
 * @example exportar(pais, { formato: 'csv', nivel: 'estados' }) // 'id,nombre,capital,iso_31662,codigo_ine,nombre_anterior\r\n01,Amazonas,…'
 * @example exportar(ine, { formato: 'sql' }) // '-- vegeo: …\nBEGIN;\nCREATE TABLE estados (…'
 * @throws {TypeError} a `pais` that is not a list, an unknown `formato` or `nivel`, `csv` without
 *   a `nivel` or `sql` with one.
 */
export function exportar(pais: PaisData, opciones: ExportarOptions): string {
  if (!Array.isArray(pais)) throw new TypeError(`El país debe ser una lista de estados, no '${typeof pais}'`);
  const { formato, nivel } = opciones ?? {};
  if (!FORMATOS.includes(formato)) throw new TypeError(`El formato debe ser ${FORMATOS.join(', ')}, no '${String(formato)}'`);
  if (nivel != null && !NIVELES.includes(nivel)) throw new TypeError(`El nivel debe ser ${NIVELES.join(', ')}, no '${String(nivel)}'`);
  const tables = tablesOf(pais);
  const niveles = nivel ? [nivel] : NIVELES;
  switch (formato) {
    case 'csv':
      if (!nivel) throw new TypeError(`El formato csv es una tabla por archivo: indique el nivel (${NIVELES.join(', ')})`);
      return csvOf(COLUMNS[nivel], tables[nivel]);
    case 'ndjson':
      return niveles.flatMap((n) => tables[n].map((row) => `${JSON.stringify({ tipo: TIPO[n], ...row })}\n`)).join('');
    case 'json':
      return `${JSON.stringify(nivel ? tables[nivel] : tables, null, 2)}\n`;
    case 'sql':
      if (nivel) throw new TypeError('El formato sql lleva las tres tablas, unidas por sus claves foráneas: no admite un nivel');
      return sqlOf(tables, heading(tables));
  }
}

/**
 * Every file of an edition's downloads (`descargas/<edición>/` in the package), by file name:
 * `estados.csv`, `municipios.csv`, `parroquias.csv`, the same three `.ndjson`, and `vegeo.sql`.
 */
export function descargas(pais: PaisData): Record<string, string> {
  const files: Record<string, string> = {};
  for (const nivel of NIVELES) files[`${nivel}.csv`] = exportar(pais, { formato: 'csv', nivel });
  for (const nivel of NIVELES) files[`${nivel}.ndjson`] = exportar(pais, { formato: 'ndjson', nivel });
  files['vegeo.sql'] = exportar(pais, { formato: 'sql' });
  return files;
}

function heading(tables: Tables): string[] {
  const totals = NIVELES.map((nivel) => tables[nivel].length).join(' · ');
  const codes = NIVELES.some((nivel) => tables[nivel].some((row) => row.codigo_ine !== null));
  return [
    `vegeo: estados, municipios y parroquias de Venezuela (${totals}), generado por @vegeo/data.`,
    'SQL para PostgreSQL, MySQL/MariaDB y SQLite. Datos: zokeber/venezuela-json (CC BY 4.0) y venezuela-js (MIT)' +
      (codes ? '; códigos INE: OCHA / Instituto Nacional de Estadística (INE) de Venezuela (CC BY 3.0 IGO).' : '.'),
    'Procedencia y licencias: NOTICE.md del paquete @vegeo/data.',
  ];
}
