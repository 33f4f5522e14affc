import type { Extras, ParroquiaData } from '../types.js';

/** Current names of renamed places, by id (`EE`, `EEMM`, `EEMMPP`): see `renombres`. */
export type Renames = ReadonlyMap<string, string>;

export const NO_RENAMES: Renames = new Map();

/** Names the default edition gives to places whose name a correction changed, by id: see `baseNamesOf`. */
export type BaseNames = ReadonlyMap<string, readonly string[]>;

export const NO_BASE_NAMES: BaseNames = new Map();

/** A parish's name, whichever form the edition gives it in. */
export function parroquiaName(parroquia: ParroquiaData): string {
  return typeof parroquia === 'string' ? parroquia : parroquia.parroquia;
}

/** A record's other name: the one it had (`ine` edition) or the one it has now (`renamed`). */
export interface OtherName {
  readonly nombreAnterior: string | undefined;
  readonly nombreActual: string | undefined;
}

/** What an index entry keeps of a record beyond the seed's fields. */
export interface EntryExtras extends OtherName {
  readonly codigo: string | undefined;
  /** The default edition's names for it, where a correction changed its name: found by, never shown. */
  readonly nombresBase: readonly string[];
  /** Neither a code nor another name: results take the plain literal. */
  readonly plain: boolean;
}

/** The code and other name of `data`, as index entries keep them. */
export function entryExtras(data: ParroquiaData | Extras, renamed: string | undefined, nombresBase: readonly string[] = []): EntryExtras {
  const codigo = typeof data === 'string' ? undefined : data.codigo_ine;
  const nombreAnterior = typeof data === 'string' ? undefined : data.nombre_anterior;
  const nombreActual = nombreAnterior === undefined ? renamed : undefined;
  const plain = codigo === undefined && nombreAnterior === undefined && nombreActual === undefined;
  return { codigo, nombreAnterior, nombreActual, nombresBase, plain };
}

/** The other names a record is found by: its former or current name, its INE code, its default edition's names. */
export function otherNames(entry: EntryExtras): string[] {
  const names: string[] = [];
  for (const name of [entry.nombreAnterior, entry.nombreActual, entry.codigo]) if (name !== undefined) names.push(name);
  names.push(...entry.nombresBase);
  return names;
}
