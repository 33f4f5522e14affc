import type { Nivel } from '../types.js';

/**
 * How long the id segment that starts at `at` is: two digits for 1 to 99 (`13`); from 100 on,
 * `00`, its count of digits in two digits, then the digits (`0003100` is 100), as @vegeo/data's
 * `idSegment` writes it. No two-digit segment is `00`, so an id reads one way only.
 */
const segmentLength = (id: string, at: number): number => (id.startsWith('00', at) ? 4 + Number(id.slice(at + 2, at + 4)) : 2);

/**
 * The id of the estado or municipio above a municipio's or parroquia's `id`, read from the id
 * itself: a child's id is its parent's followed by one segment (`131211` is in `1312`, in `13`;
 * `13120003100`, the 100th parroquia of `1312`, too). The one place the picker reads an id's
 * form; where the places are loaded, their `estadoId` and `municipioId` tell instead.
 */
export function parentIdOf(id: string, upper: Exclude<Nivel, 'parroquia'>): string {
  const estado = segmentLength(id, 0);
  return id.slice(0, upper === 'estado' ? estado : estado + segmentLength(id, estado));
}
