import type { Renames } from './extras.js';
import type { Renombre } from '../renombres.js';

/** `renombres` by id, as the index takes them. */
export function renamesOf(renombres: readonly Renombre[] | undefined): Renames {
  return new Map((renombres ?? []).map((r) => [r.id, r.nombre_actual]));
}
