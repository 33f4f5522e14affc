import { COLUMNS, NIVELES, type Nivel, type Tables } from './rows.js';

/** Each column's type and constraint: one spelling that PostgreSQL, MySQL/MariaDB and SQLite all read. */
const TYPES: Record<string, string> = {
  nombre: 'VARCHAR(100) NOT NULL',
  capital: 'VARCHAR(100) NOT NULL',
  iso_31662: 'CHAR(4) NOT NULL',
  codigo_ine: 'VARCHAR(6)',
  nombre_anterior: 'VARCHAR(100)',
};
const ID_LENGTH: Record<Nivel, number> = { estados: 2, municipios: 4, parroquias: 6 };
const PARENTS: Record<Nivel, [column: string, table: Nivel][]> = {
  estados: [],
  municipios: [['estado_id', 'estados']],
  parroquias: [
    ['municipio_id', 'municipios'],
    ['estado_id', 'estados'],
  ],
};
// Old SQLite versions cap a VALUES list at 500 rows; smaller statements also read better in a diff.
const ROWS_PER_INSERT = 100;

/**
 * The tables as one SQL script for PostgreSQL, MySQL/MariaDB and SQLite: `CREATE TABLE` with
 * primary and foreign keys, then `INSERT`s, in one transaction. Only what the three share: no
 * quoted identifiers, strings in single quotes with quotes doubled. MySQL reads a backslash in a
 * string as an escape, so a name holding one is refused rather than written wrong.
 */
export function sqlOf(tables: Tables, heading: readonly string[]): string {
  const parts = [...heading.map((line) => `-- ${line}`), '', 'BEGIN;', ''];
  const ids = idTypes(tables);
  for (const nivel of NIVELES) parts.push(createTable(nivel, ids), '');
  for (const nivel of NIVELES) {
    const columns: readonly string[] = COLUMNS[nivel];
    const rows: readonly Record<string, unknown>[] = tables[nivel].map((row) => ({ ...row }));
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values = rows.slice(start, start + ROWS_PER_INSERT).map((row) => `(${columns.map((column) => literal(row[column])).join(', ')})`);
      parts.push(`INSERT INTO ${nivel} (${columns.join(', ')}) VALUES\n${values.join(',\n')};`);
    }
    parts.push('');
  }
  parts.push('COMMIT;', '');
  return parts.join('\n');
}

/**
 * Each table's id type, which the columns that refer to it share: `CHAR(2)`, `CHAR(4)`, `CHAR(6)`
 * as ever, `VARCHAR(n)` for the longest when the data holds ids issued past 99 under one parent.
 */
function idTypes(tables: Tables): Record<Nivel, string> {
  const typeOf = (nivel: Nivel) => {
    const longest = Math.max(ID_LENGTH[nivel], ...tables[nivel].map((row) => row.id.length));
    return longest === ID_LENGTH[nivel] ? `CHAR(${longest})` : `VARCHAR(${longest})`;
  };
  return { estados: typeOf('estados'), municipios: typeOf('municipios'), parroquias: typeOf('parroquias') };
}

const REFERS: Record<string, Nivel> = { estado_id: 'estados', municipio_id: 'municipios' };

function createTable(nivel: Nivel, ids: Record<Nivel, string>): string {
  const columns = (COLUMNS[nivel] as readonly string[]).map((column) =>
    column === 'id' ? `  id ${ids[nivel]} NOT NULL` : column in REFERS ? `  ${column} ${ids[REFERS[column]!]} NOT NULL` : `  ${column} ${TYPES[column]}`,
  );
  const keys = ['  PRIMARY KEY (id)', ...PARENTS[nivel].map(([column, table]) => `  FOREIGN KEY (${column}) REFERENCES ${table} (id)`)];
  return `CREATE TABLE ${nivel} (\n${[...columns, ...keys].join(',\n')}\n);`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = String(value);
  if (text.includes('\\')) throw new TypeError(`Un nombre con barra invertida no se puede escribir en SQL portable: ${text}`);
  return `'${text.replaceAll("'", "''")}'`;
}
