import { diffGeo, entriesOf, type GeoChange, type GeoTree, type Secuencias, type StoredGeo } from '@vegeo/data';

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
 * `tree` with the last id issued under each parent as `stored` shows it: its sequences, raised
 * to the highest id it holds (records as seeded have no sequence).
 */
function withSequences(tree: GeoTree, stored: StoredGeo | null): SeedTree {
  const secuencias: Secuencias = { ...stored?.secuencias };
  for (const collection of [stored?.estados, stored?.municipios, stored?.parroquias]) {
    for (const [id] of entriesOf<unknown>(collection)) {
      const parent = id.slice(0, -2) || 'pais';
      secuencias[parent] = Math.max(secuencias[parent] ?? 0, Number(id.slice(-2)));
    }
  }
  return Object.keys(secuencias).length > 0 ? { ...tree, secuencias } : tree;
}
