import { fromFlat, storedIds, type GeoMeta, type LoteGeo, type PaisData, type StoredGeo } from '@vegeo/data';
import { logger } from 'firebase-functions/logger';
import type { GeoStore } from './geo-store.js';
import { remapIds } from './remap-ids.js';

/** Builds the lookups over one country (`createGeo` in production). */
export type BuildLookups = (pais: PaisData) => LoteGeo;

/**
 * The lookups over `/geo`, kept in memory: built on first use, rebuilt when `/geo/meta` moves
 * (one listener, no read per call). Until `/geo` holds data, they run over the embedded dataset.
 * The meta node is watched rather than the version alone because a change claims its version
 * before its data lands, and rewrites `updatedAt` with the data.
 */
export function lookupIndex(store: GeoStore, embedded: PaisData, build: BuildLookups): () => Promise<LoteGeo> {
  let latest: LoteGeo | undefined;
  let builtFor: string | undefined;
  let seen = '';
  let watching = false;
  let queue = Promise.resolve();

  // Serialised and coalesced: a rebuild reads the newest stamp when it runs. The stamp built
  // for is the one in the data read, so a read that lags the listener is simply read again.
  const rebuild = (retries = RETRIES, force = false): Promise<void> => {
    queue = queue
      .then(async () => {
        if (latest && seen === builtFor && !force) return;
        const stored = await store.readGeo();
        latest = lookupsOver(stored, embedded, build);
        builtFor = stampOf(stored?.meta ?? null);
        if (builtFor !== seen && retries > 0) later(() => rebuild(retries - 1));
      })
      .catch((error: unknown) => logger.error('No se pudo construir el índice de búsqueda', error));
    return queue;
  };
  // A change moves the version (its claim) before its data lands; should the event of the data
  // be missed, one more read shortly after each change settles the index anyway.
  const settle = () => later(() => rebuild(0, true), SETTLE_MS);

  // Lookups that find a change heard of but not yet read share one wait for it.
  let catchingUp: Promise<void> | undefined;
  const catchUp = () => {
    catchingUp ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CATCH_UP_MS);
      void rebuild(0).then(() => {
        clearTimeout(timer);
        resolve();
      });
    }).finally(() => {
      catchingUp = undefined;
    });
    return catchingUp;
  };

  return async () => {
    if (latest && seen === builtFor) return latest;
    // A change was heard of (perhaps made by the caller a moment ago) but its data not read yet:
    // answer from it, not from the index before it; yet a slow read must not stall lookups.
    if (latest) {
      await catchUp();
      return latest;
    }
    if (watching) await rebuild();
    else {
      watching = true;
      await new Promise<void>((resolve) =>
        store.watchMeta((meta) => {
          seen = stampOf(meta);
          void rebuild();
          if (latest) settle();
          resolve();
        }),
      );
      await queue;
    }
    if (!latest) throw new Error('No se pudo construir el índice de búsqueda');
    return latest;
  };
}

const RETRIES = 20;
const RETRY_MS = 250;
const SETTLE_MS = 1500;
/** How long a lookup waits for a change's data before answering from the index it has. */
const CATCH_UP_MS = 2000;

/** Runs `work` after `ms`, without keeping the process alive for it. */
const later = (work: () => unknown, ms = RETRY_MS) => void setTimeout(work, ms).unref();
const stampOf = (meta: Partial<GeoMeta> | null) => `${meta?.version ?? 0}@${meta?.updatedAt ?? 0}`;

/** The lookups over a stored `/geo`, answering with the stored ids. */
export function lookupsOver(stored: StoredGeo | null, embedded: PaisData, build: BuildLookups): LoteGeo {
  if (!stored?.estados) return build(embedded);
  const lookups = build(fromFlat(stored));
  const ids = storedIds(stored);
  if (ids.size === 0) return lookups;
  const fix = <T>(value: T): T => remapIds(value, ids);
  return {
    estado: (nombre, opciones) => fix(lookups.estado(nombre, opciones)),
    municipio: (nombre, opciones) => fix(lookups.municipio(nombre, opciones)),
    parroquia: (nombre, opciones) => fix(lookups.parroquia(nombre, opciones)),
    buscar: (texto, opciones) => fix(lookups.buscar(texto, opciones)),
  };
}
