import { pais, toFlat } from '@vegeo/data';
import { MemoryStore } from './memory-store.js';

export const NOW = 1_700_000_000_000;

/** A store holding the dataset at `version`, and the dependencies the record handlers take. */
export function seeded(version = 1) {
  const store = new MemoryStore(toFlat(pais, { version, updatedAt: NOW - 1000 }));
  return { store, deps: { store, clock: () => NOW, embedded: pais } };
}
