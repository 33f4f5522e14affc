import type { Nivel } from '../types.js';

/**
 * The id of the estado or municipio above a municipio's or parroquia's `id`, read from the id
 * itself: a child's id is its parent's followed by two digits (`131211` is in `1312`, in `13`).
 * The one place the picker reads an id's form; where the places are loaded, their `estadoId` and
 * `municipioId` tell instead.
 */
export function parentIdOf(id: string, upper: Exclude<Nivel, 'parroquia'>): string {
  return id.slice(0, upper === 'estado' ? 2 : 4);
}
