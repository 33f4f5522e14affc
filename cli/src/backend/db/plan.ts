import { diffGeo, type GeoChange, type GeoTree, type Secuencias, type StoredGeo } from '@vegeo/data';

/** A tree a seed writes: the dataset, and the id sequences of what `/geo` held. */
export type SeedTree = GeoTree & { secuencias?: Secuencias };

/** What `vegeo db seed` will do with what `/geo` holds now. */
export type SeedPlan =
  | { action: 'write'; tree: SeedTree }
  | { action: 'nothing' }
  | { action: 'refuse'; changes: GeoChange[]; version: number };

/**
 * Decides a seed: an empty `/geo` gets `seed`; records equal to it need nothing (seeding again is
 * a no-op); different records are someone's edits, kept unless `force`. A forced seed moves the
 * version past the stored one, so an editor holding the old version gets a conflict, not a
 * silent write against a tree that changed under them; and it keeps the id sequences, so that no
 * id issued to a record it removes is issued again.
 */
export function planSeed(stored: StoredGeo | null, seed: GeoTree, force: boolean): SeedPlan {
  if (!stored?.estados) return { action: 'write', tree: withSequences(seed, stored) };
  const changes = diffGeo(seed, stored);
  const version = stored.meta?.version ?? 0;
  if (changes.length === 0 && !force) return { action: 'nothing' };
  if (!force) return { action: 'refuse', changes, version };
  const tree = { ...seed, meta: { ...seed.meta, version: Math.max(seed.meta.version, version + 1) } };
  return { action: 'write', tree: withSequences(tree, stored) };
}

/**
 * `tree` with the id sequences `stored` holds: every id a create gave is in them. Ids of records
 * as seeded are not: an edition's records keep their ids in both editions, and its new records
 * take the next ids under their parents, which `db corregir` creates again as the same places.
 */
function withSequences(tree: GeoTree, stored: StoredGeo | null): SeedTree {
  const secuencias: Secuencias = { ...stored?.secuencias };
  return Object.keys(secuencias).length > 0 ? { ...tree, secuencias } : tree;
}
