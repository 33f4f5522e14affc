import { openDB, type IDBPDatabase } from 'idb';
import type { GeoCopy } from '../dataProvider/liveGeo.js';
import type { RawGeo } from '../dataProvider/rows.js';

const DATABASE = 'vegeo';
const STORE = 'geo';

/** What the store keeps for a database: whose copy it is, and `/geo` as JSON. */
interface Stored {
  uid: string;
  json: string;
}

/**
 * The device's copy of `/geo` in IndexedDB: one per database (`database` names it), used only by
 * the account that wrote it (`uid()` is the account signed in). Kept as JSON text: the browser
 * copies one string into and out of the store far faster than 1 500 records.
 * Where IndexedDB is missing or refuses (a private window, a full disk), there is no copy.
 */
export function createGeoCopy(database: string, uid: () => string | undefined): GeoCopy & { warm(): void } {
  const available = typeof indexedDB !== 'undefined';
  let opened: Promise<IDBPDatabase> | undefined;
  const store = () => (opened ??= openDB(DATABASE, 1, { upgrade: (db) => void db.createObjectStore(STORE) }));
  const quietly = (work: () => Promise<unknown>) => void work().catch(() => undefined);
  let warmed: Promise<{ uid: string; raw: Partial<RawGeo> } | undefined> | undefined;
  const load = async () => {
    const stored = (await (await store()).get(STORE, database)) as Stored | undefined;
    return stored && { uid: stored.uid, raw: JSON.parse(stored.json) as Partial<RawGeo> };
  };
  return {
    /** Reads and parses the copy ahead (as the sign-in is sent): only `read()` tells whose it is. */
    warm() {
      if (available) (warmed ??= load()).catch(() => undefined);
    },
    async read() {
      const account = uid();
      if (!account || !available) return undefined;
      const pending = warmed ?? load();
      warmed = undefined; // read once: a later sign-in reads the store again
      const copy = await pending;
      if (copy?.uid !== account) return undefined;
      return isRawGeo(copy.raw) ? copy.raw : undefined;
    },
    write(raw) {
      const account = uid();
      if (!account || !available) return;
      quietly(async () => (await store()).put(STORE, { uid: account, json: JSON.stringify(raw) } satisfies Stored, database));
    },
    clear() {
      if (!available) return;
      quietly(async () => (await store()).delete(STORE, database));
    },
  };
}

function isRawGeo(raw: Partial<RawGeo> | null): raw is RawGeo {
  return typeof raw === 'object' && raw !== null && ['estados', 'municipios', 'parroquias', 'meta'].every((node) => node in raw);
}
