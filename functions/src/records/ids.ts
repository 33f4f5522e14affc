import { idSegment, type GeoTree, type Tipo } from '@vegeo/data';
import { fail } from '../errors.js';
import { COLLECTION, ID_LENGTH } from './tree.js';

/**
 * The id of a new record: the position after the last one under its parent (`parentId`, `''`
 * for an estado), so that the dataset's order (ids ascending) puts it last.
 */
export function nextId(tree: GeoTree, tipo: Tipo, parentId: string): string {
  const siblings = Object.keys(tree[COLLECTION[tipo]]).filter(
    (id) => id.length === ID_LENGTH[tipo] && id.startsWith(parentId),
  );
  const last = Math.max(0, ...siblings.map((id) => Number(id.slice(parentId.length))));
  if (last >= 99) {
    throw fail('failed-precondition', `No quedan ids libres para otro ${tipo} bajo '${parentId || 'el país'}'`);
  }
  return parentId + idSegment(last + 1);
}
