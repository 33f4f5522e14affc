import { fromFlat, storedIds, type LoteGeo, type PaisData, type StoredGeo } from '@vegeo/data';
import { logger } from 'firebase-functions/logger';
import type { Store } from './store.js';

/** Builds the lookups over one country, answering with `ids` (`createGeo` in production). */
export type BuildLookups = (pais: PaisData, ids: ReadonlyMap<string, string>) => LoteGeo;

/**
 * The lookups over `/geo`, kept in memory and rebuilt when the store's `/geo` moves on (the store
 * keeps it live with one listener, so a lookup reads nothing). Each `/geo` the store hands over
 * holds whole changes, so the index never mixes one change's version with older data. Until
 * `/geo` holds data, they run over the embedded dataset.
 */
export function lookupIndex(store: Pick<Store, 'readGeo'>, embedded: PaisData, build: BuildLookups): () => Promise<LoteGeo> {
  let latest: LoteGeo | undefined;
  let builtFrom: StoredGeo | null = null;
  return async () => {
    let stored: StoredGeo | null;
    try {
      stored = await store.readGeo();
    } catch (error) {
      if (!latest) throw error;
      logger.error('No se pudo leer /geo; se responde con el índice anterior', error);
      return latest;
    }
    if (!latest || stored !== builtFrom) {
      latest = lookupsOver(stored, embedded, build);
      builtFrom = stored;
    }
    return latest;
  };
}

/** The lookups over a stored `/geo`, answering with the stored ids. */
export function lookupsOver(stored: StoredGeo | null, embedded: PaisData, build: BuildLookups): LoteGeo {
  if (!stored?.estados) return build(embedded, new Map());
  return build(fromFlat(stored), storedIds(stored));
}
