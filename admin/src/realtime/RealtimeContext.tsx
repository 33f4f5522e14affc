import { createContext, useContext, useEffect, useState } from 'react';
import type { GeoSnapshot, GeoCache } from '../dataProvider/geoCache.js';
import type { EditingRegistry } from './editing.js';

export interface Realtime {
  geoCache: GeoCache;
  editing: EditingRegistry;
}

export const RealtimeContext = createContext<Realtime | null>(null);

export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime needs a <RealtimeContext.Provider>');
  return realtime;
}

/** `/geo` in memory as it is now (loaded on first use), re-rendering on every change. */
export function useGeoSnapshot(): { snapshot?: GeoSnapshot; error?: Error } {
  const { geoCache } = useRealtime();
  const [state, setState] = useState<{ snapshot?: GeoSnapshot; error?: Error }>(() => {
    const snapshot = geoCache.peek();
    return snapshot ? { snapshot } : {};
  });
  useEffect(() => {
    let active = true;
    geoCache.load().then(
      (snapshot) => active && setState({ snapshot }),
      (error: Error) => active && setState({ error }),
    );
    const unsubscribe = geoCache.subscribe(() => {
      const snapshot = geoCache.peek();
      if (active && snapshot) setState({ snapshot });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [geoCache]);
  return state;
}
