import type { Database } from 'firebase/database';
import type { AuditReadSide, GeoReadSide, StoredAuditEntry } from '../dataProvider/ports.js';

/** `/geo/<node>` listeners over the Realtime Database SDK (loaded on the first listen). */
export function createGeoReadSide(database: () => Promise<Database>): GeoReadSide {
  return {
    listen(node, onValue, onError) {
      let stop: (() => void) | undefined;
      let stopped = false;
      Promise.all([database(), import('firebase/database')]).then(([db, sdk]) => {
        if (stopped) return;
        stop = sdk.onValue(sdk.ref(db, `geo/${node}`), (snapshot) => onValue(snapshot.val()), onError);
      }, onError);
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/**
 * `/audit` read by pages of keys (push ids sort by time), newest first; by an indexed field
 * (`.indexOn` in the rules: the server sends only those entries) when the query names one.
 */
export function createAuditReadSide(database: () => Promise<Database>): AuditReadSide {
  return {
    async page({ before, since, where, limit }) {
      const [db, sdk] = await Promise.all([database(), import('firebase/database')]);
      const constraints = where
        ? [
            sdk.orderByChild(where.child),
            since ? sdk.startAt(where.value, since) : sdk.startAt(where.value),
            before ? sdk.endBefore(where.value, before) : sdk.endAt(where.value),
            sdk.limitToLast(limit),
          ]
        : [sdk.orderByKey(), ...(since ? [sdk.startAt(since)] : []), ...(before ? [sdk.endBefore(before)] : []), sdk.limitToLast(limit)];
      const snapshot = await sdk.get(sdk.query(sdk.ref(db, 'audit'), ...constraints));
      const entries: [string, StoredAuditEntry][] = [];
      snapshot.forEach((child) => {
        entries.push([child.key as string, child.val() as StoredAuditEntry]);
      });
      return entries.reverse();
    },
    async one(key) {
      const [db, sdk] = await Promise.all([database(), import('firebase/database')]);
      const snapshot = await sdk.get(sdk.ref(db, `audit/${key}`));
      return snapshot.exists() ? (snapshot.val() as StoredAuditEntry) : null;
    },
  };
}
