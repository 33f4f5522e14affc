import { diffGeo, type GeoChange, type GeoTree, type StoredGeo } from '@vegeo/data';

/** What `vegeo db seed` will do with what `/geo` holds now. */
export type SeedPlan =
  | { action: 'write'; tree: GeoTree }
  | { action: 'nothing' }
  | { action: 'refuse'; changes: GeoChange[]; version: number };

/**
 * Decides a seed: an empty `/geo` gets `seed`; records equal to it need nothing (seeding again is
 * a no-op); different records are someone's edits, kept unless `force`. A forced seed moves the
 * version past the stored one, so an editor holding the old version gets a conflict, not a
 * silent write against a tree that changed under them.
 */
export function planSeed(stored: StoredGeo | null, seed: GeoTree, force: boolean): SeedPlan {
  if (!stored?.estados) return { action: 'write', tree: seed };
  const changes = diffGeo(seed, stored);
  const version = stored.meta?.version ?? 0;
  if (changes.length === 0 && !force) return { action: 'nothing' };
  if (!force) return { action: 'refuse', changes, version };
  return { action: 'write', tree: { ...seed, meta: { ...seed.meta, version: Math.max(seed.meta.version, version + 1) } } };
}
