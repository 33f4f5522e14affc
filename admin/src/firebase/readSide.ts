import type { Database } from 'firebase/database';
import type { GeoReadSide } from '../dataProvider/ports.js';

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
