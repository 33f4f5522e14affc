import {
  COLLECTIONS,
  countTree,
  entriesOf,
  listOf,
  type EstadoRecord,
  type GeoTree,
  type MunicipioRecord,
  type ParroquiaRecord,
  type Secuencias,
  type StoredGeo,
} from '@vegeo/data';

/** `/geo` as the record plans read it: the flat tree and the id sequences. */
export type RecordsTree = GeoTree & { secuencias: Secuencias };

/** Records a change writes, by collection: the new record, or `null` for a delete. */
export interface Writes {
  estados: Record<string, EstadoRecord | null>;
  municipios: Record<string, MunicipioRecord | null>;
  parroquias: Record<string, ParroquiaRecord | null>;
}

export const emptyWrites = (): Writes => ({ estados: {}, municipios: {}, parroquias: {} });

/** `/geo` as read, made regular: every collection present, lists as arrays, meta complete. */
export function treeOf(stored: StoredGeo): RecordsTree {
  const estados: GeoTree['estados'] = {};
  for (const [id, { ciudades, ...estado }] of entriesOf(stored.estados)) {
    estados[id] = ciudades == null ? estado : { ...estado, ciudades: listOf(ciudades) };
  }
  const tree = {
    estados,
    municipios: Object.fromEntries(entriesOf(stored.municipios)),
    parroquias: Object.fromEntries(entriesOf(stored.parroquias)),
  };
  const meta = stored.meta ?? {};
  return {
    ...tree,
    meta: { ...countTree(tree), version: meta.version ?? 0, updatedAt: meta.updatedAt ?? 0 },
    secuencias: { ...stored.secuencias },
  };
}

/** `tree` with `writes` applied (a new object; `tree` is untouched). */
export function applyWrites<T extends GeoTree>(tree: T, writes: Writes): T {
  const next = { ...tree, estados: { ...tree.estados }, municipios: { ...tree.municipios }, parroquias: { ...tree.parroquias } };
  for (const collection of COLLECTIONS) {
    const target = next[collection] as Record<string, unknown>;
    for (const [id, record] of Object.entries(writes[collection])) {
      if (record === null) delete target[id];
      else target[id] = record;
    }
  }
  return { ...next, meta: { ...next.meta, ...countTree(next) } };
}
