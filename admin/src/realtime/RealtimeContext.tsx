import { createContext, useContext, useEffect, useState } from 'react';
import type { GeoSnapshot, GeoStore } from '../dataProvider/geoStore.js';
import type { EditingRegistry } from './editing.js';

export interface Realtime {
  store: GeoStore;
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
  const { store } = useRealtime();
  const [state, setState] = useState<{ snapshot?: GeoSnapshot; error?: Error }>(() => {
    const snapshot = store.peek();
    return snapshot ? { snapshot } : {};
  });
  useEffect(() => {
    let active = true;
    store.load().then(
      (snapshot) => active && setState({ snapshot }),
      (error: Error) => active && setState({ error }),
    );
    const unsubscribe = store.subscribe(() => {
      const snapshot = store.peek();
      if (active && snapshot) setState({ snapshot });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [store]);
  return state;
}
