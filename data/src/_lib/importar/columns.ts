import type { Tipo } from '../../types.js';

/**
 * The fields an import row may carry, whatever its file calls them. `nombre` is the record's own
 * name (the `parroquia` column of a parroquias file); `estado` and `municipio` name its parents
 * (by name, id, INE code or, for an estado, ISO code).
 */
export const CAMPOS = ['accion', 'id', 'codigo_ine', 'nombre', 'capital', 'iso_31662', 'estado', 'municipio', 'nombre_anterior', 'version'] as const;

export type Campo = (typeof CAMPOS)[number];

/** One row of an import, by field: the cell's text, absent when the file has no such column. */
export type Fila = Partial<Record<Campo, string>>;

/** Which column (0-based) holds each field. */
export type Columnas = Partial<Record<Campo, number>>;

/** A header folded: lower case, no accents, runs of anything else than letters and digits as `_`. */
export const foldHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, '_')
    .replace(/^_|_$/g, '');

/** Headers each field is known by, folded; `{tipo}` is the kind imported. */
const HEADERS: Record<Campo, string[]> = {
  accion: ['accion', 'operacion', 'cambio', 'action'],
  id: ['id', 'id_vegeo', 'id_{tipo}', '{tipo}id', '{tipo}_id'],
  codigo_ine: ['codigo_ine', 'cod_ine', 'ine', 'codigo', 'cod', 'cod_{tipo}', 'codigo_{tipo}', 'codigo_ine_{tipo}', 'cod_ine_{tipo}'],
  nombre: ['nombre', 'name', '{tipo}', 'nombre_{tipo}', 'nom_{tipo}'],
  capital: ['capital', 'capital_{tipo}'],
  iso_31662: ['iso_31662', 'iso_3166_2', 'iso', 'codigo_iso'],
  estado: ['estado', 'estadoid', 'estado_id', 'id_estado', 'nombre_estado', 'entidad', 'edo'],
  municipio: ['municipio', 'municipioid', 'municipio_id', 'id_municipio', 'nombre_municipio', 'mcpio'],
  nombre_anterior: ['nombre_anterior', 'antes', 'anterior'],
  version: ['version'],
};

/** What {@link reconocerColumnas} finds. */
export interface ColumnasReconocidas {
  columnas: Columnas;
  /** Headers that name no field, as written: they are not read. */
  ignoradas: string[];
}

/**
 * Which column holds each field, by its header. The kind's own name column is its `nombre`
 * (`parroquia` in a parroquias file, `municipio` in a municipios one); a parent's columns name
 * the parents. The first column that fits a field takes it; one a field was given in `elegidas`
 * (`{ nombre: 3 }`, from a person's choice) is that field's whatever its header.
 *
 * @example reconocerColumnas(['Código', 'Parroquia', 'Municipio', 'Estado'], 'parroquia').columnas
 * // { codigo_ine: 0, nombre: 1, municipio: 2, estado: 3 }
 */
export function reconocerColumnas(encabezados: readonly string[], tipo: Tipo, elegidas: Columnas = {}): ColumnasReconocidas {
  const columnas: Columnas = { ...elegidas };
  const taken = new Set(Object.values(elegidas));
  const ignoradas: string[] = [];
  encabezados.forEach((header, index) => {
    if (taken.has(index)) return;
    const folded = foldHeader(header);
    const campo = CAMPOS.find((field) => columnas[field] === undefined && namesOf(field, tipo).includes(folded));
    if (campo) columnas[campo] = index;
    else ignoradas.push(header);
  });
  return { columnas, ignoradas };
}

/** The headers a field is known by for `tipo`: a parroquias file's `municipio` is its parent, a municipios file's is its name. */
function namesOf(field: Campo, tipo: Tipo): string[] {
  const names = HEADERS[field].map((name) => name.replace('{tipo}', tipo));
  if (field === 'estado' && tipo === 'estado') return [];
  if (field === 'municipio' && tipo !== 'parroquia') return [];
  return names;
}

/**
 * The rows of a table (as a CSV reader gives them, header row excluded) as import rows: each
 * cell trimmed, an empty one left out.
 *
 * @example filasDe([['221301', 'Altagracia']], { codigo_ine: 0, nombre: 1 }) // [{ codigo_ine: '221301', nombre: 'Altagracia' }]
 */
export function filasDe(tabla: readonly (readonly string[])[], columnas: Columnas): Fila[] {
  const pairs = Object.entries(columnas) as [Campo, number][];
  return tabla.map((cells) => {
    const fila: Fila = {};
    for (const [campo, index] of pairs) {
      const value = cells[index]?.trim();
      if (value) fila[campo] = value;
    }
    return fila;
  });
}
