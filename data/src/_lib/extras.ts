import type { Extras, ParroquiaData, ResultExtras } from '../types.js';

/** Current names of renamed places, by id (`EE`, `EEMM`, `EEMMPP`): see `renombres`. */
export type Renames = ReadonlyMap<string, string>;

export const NO_RENAMES: Renames = new Map();

/** A parish's name, whichever form the edition gives it in. */
export function parroquiaName(parroquia: ParroquiaData): string {
  return typeof parroquia === 'string' ? parroquia : parroquia.parroquia;
}

/**
 * What results say of a record beyond the seed's fields (frozen, shared), or `undefined` when
 * nothing: its `codigo_ine` and `nombre_anterior` when the record has them, its `nombre_actual`
 * when `renamed` gives one.
 */
export function resultExtras(data: ParroquiaData | Extras, renamed: string | undefined): Readonly<ResultExtras> | undefined {
  if (typeof data === 'string') return renamed === undefined ? undefined : Object.freeze({ nombre_actual: renamed });
  const { codigo_ine, nombre_anterior } = data;
  if (codigo_ine === undefined && nombre_anterior === undefined && renamed === undefined) return undefined;
  return Object.freeze({
    ...(codigo_ine !== undefined ? { codigo_ine } : {}),
    ...(nombre_anterior !== undefined ? { nombre_anterior } : {}),
    ...(renamed !== undefined ? { nombre_actual: renamed } : {}),
  });
}

/** The other names a record is found by: its former or current name, and its INE code. */
export function otherNames(extras: Readonly<ResultExtras> | undefined): string[] {
  if (extras === undefined) return [];
  const names: string[] = [];
  for (const name of [extras.nombre_anterior, extras.nombre_actual, extras.codigo_ine]) if (name !== undefined) names.push(name);
  return names;
}
