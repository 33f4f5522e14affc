import { COLLECTION, idSegment, type Tipo } from '@vegeo/data';
import { fail } from '../errors.js';
import { ID_LENGTH, type RecordsTree } from './tree.js';

/** The `/geo/secuencias` key of the ids under `parentId` (`''` for estados). */
export const sequenceKey = (parentId: string): string => parentId || 'pais';

/** The parent's id of a record's id (`''` for an estado). */
export const parentOf = (id: string): string => id.slice(0, -2);

/**
 * The highest id segment ever issued under `parentId` to records of kind `tipo`: its sequence,
 * or a higher id still present (records as seeded have no sequence).
 */
export function lastIssued(tree: RecordsTree, tipo: Tipo, parentId: string): number {
  let last = tree.secuencias[sequenceKey(parentId)] ?? 0;
  for (const id of Object.keys(tree[COLLECTION[tipo]])) {
    if (id.length === ID_LENGTH[tipo] && id.startsWith(parentId)) last = Math.max(last, Number(id.slice(parentId.length)));
  }
  return last;
}

/**
 * The id of a new record under `parentId`: one past the last ever issued there, so that the
 * dataset's order (ids ascending) puts it last and no deleted record's id comes back.
 */
export function nextId(tree: RecordsTree, tipo: Tipo, parentId: string): string {
  const last = lastIssued(tree, tipo, parentId);
  if (last >= 99) {
    throw fail('failed-precondition', `No quedan ids libres para ${tipo === 'parroquia' ? 'otra' : 'otro'} ${tipo} bajo '${parentId || 'el país'}'`, { motivo: 'regla' });
  }
  return parentId + idSegment(last + 1);
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
