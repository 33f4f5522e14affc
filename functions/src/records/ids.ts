import { COLLECTION, ID_DEPTH, idDepth, idSegment, idSegments, parentIdOf, type Tipo } from '@vegeo/data';
import type { RecordsTree } from './tree.js';

/** The `/geo/secuencias` key of the ids under `parentId` (`''` for estados). */
export const sequenceKey = (parentId: string): string => parentId || 'pais';

/** The parent's id of a record's id (`''` for an estado), read from the id (`parentIdOf`). */
export const parentOf = (id: string): string => parentIdOf(id) ?? '';

/** The number of a record's id under its parent: its last segment (`130003100` is 100); 0 for no id. */
export const numberOf = (id: string): number => idSegments(id)?.at(-1) ?? 0;

/**
 * The highest id segment ever issued under `parentId` to records of kind `tipo`: its sequence,
 * or a higher id still present (records as seeded have no sequence).
 */
export function lastIssued(tree: RecordsTree, tipo: Tipo, parentId: string): number {
  let last = tree.secuencias[sequenceKey(parentId)] ?? 0;
  for (const id of Object.keys(tree[COLLECTION[tipo]])) {
    if (idDepth(id) === ID_DEPTH[tipo] && parentOf(id) === parentId) last = Math.max(last, numberOf(id));
  }
  return last;
}

/**
 * The id of a new record under `parentId`: one past the last ever issued there, so that the
 * dataset's order (`compareIds`) puts it last and no deleted record's id comes back. There is no
 * last one: past 99 the segment grows (`idSegment(100)` is `0003100`).
 */
export function nextId(tree: RecordsTree, tipo: Tipo, parentId: string): string {
  return parentId + idSegment(lastIssued(tree, tipo, parentId) + 1);
}

/**
 * The sequences of the parents a delete of `id` takes away (the record itself and, for an
 * estado, its `municipios`): the last id issued under each, while its children still count.
 * They are never dropped, so a restore that brings the records back finds every id once issued
 * under them still taken, those deleted before included.
 */
export function sequencesUnder(tree: RecordsTree, tipo: Tipo, id: string, municipios: string[]): Record<string, number> {
  if (tipo === 'parroquia') return {};
  const parents: [string, Tipo][] = [[id, tipo === 'estado' ? 'municipio' : 'parroquia'], ...municipios.map((m): [string, Tipo] => [m, 'parroquia'])];
  const sequences: Record<string, number> = {};
  for (const [parent, kind] of parents) {
    const last = lastIssued(tree, kind, parent);
    if (last > 0) sequences[sequenceKey(parent)] = last;
  }
  return sequences;
}
