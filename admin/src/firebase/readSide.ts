import type { Database } from 'firebase/database';
import type { GeoReadSide } from '../dataProvider/types.js';
import { loadListenCalls } from './databaseSdk.js';

/**
 * `/geo/<node>` listeners over the Realtime Database SDK (loaded on the first listen). Each waits
 * for `held`: the rules let only an account `/users` holds read, and a new one is mirrored there
 * by its first call to the service.
 */
export function createGeoReadSide(database: () => Promise<Database>, held: () => Promise<void> = () => Promise.resolve()): GeoReadSide {
  return {
    listen(node, onValue, onError) {
      let stop: (() => void) | undefined;
      let stopped = false;
      Promise.all([database(), loadListenCalls(), held()]).then(([db, sdk]) => {
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
