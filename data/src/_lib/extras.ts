import type { Extras, ParroquiaData, ResultExtras } from '../types.js';

/** Current names of renamed places, by id (`EE`, `EEMM`, `EEMMPP`): see `renombres`. */
export type Renames = ReadonlyMap<string, string>;

export const NO_RENAMES: Renames = new Map();

/** A parish's name, whichever form the edition gives it in. */
export function parroquiaName(parroquia: ParroquiaData): string {
  return typeof parroquia === 'string' ? parroquia : parroquia.parroquia;
}

/** A record's INE code, whichever form the edition gives the record in. */
export function codeOf(data: ParroquiaData | Extras): string | undefined {
  return typeof data === 'string' ? undefined : data.codigo_ine;
}

/**
 * The other name results give for a record (frozen, shared), or `undefined`: its `nombre_anterior`
 * when it has one, its `nombre_actual` when `renamed` gives one.
 */
export function nameExtras(data: ParroquiaData | Extras, renamed: string | undefined): Readonly<ResultExtras> | undefined {
  const nombreAnterior = typeof data === 'string' ? undefined : data.nombre_anterior;
  if (nombreAnterior !== undefined) return Object.freeze({ nombre_anterior: nombreAnterior });
  return renamed === undefined ? undefined : Object.freeze({ nombre_actual: renamed });
}

/** The other names a record is found by: its former or current name, and its INE code. */
export function otherNames(entry: { codigo: string | undefined; names: Readonly<ResultExtras> | undefined }): string[] {
  const names: string[] = [];
  for (const name of [entry.names?.nombre_anterior, entry.names?.nombre_actual, entry.codigo]) if (name !== undefined) names.push(name);
  return names;
}
