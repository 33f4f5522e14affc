import { createContext, useContext, useEffect, useState } from 'react';
import type { GeoSnapshot, LiveGeo } from '../dataProvider/liveGeo.js';
import type { EditingRegistry } from './editing.js';

export interface Realtime {
  liveGeo: LiveGeo;
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
  const { liveGeo } = useRealtime();
  const [state, setState] = useState<{ snapshot?: GeoSnapshot; error?: Error }>(() => {
    const snapshot = liveGeo.peek();
    return snapshot ? { snapshot } : {};
  });
  useEffect(() => {
    let active = true;
    liveGeo.load().then(
      (snapshot) => active && setState({ snapshot }),
      (error: Error) => active && setState({ error }),
    );
    const unsubscribe = liveGeo.subscribe(() => {
      const snapshot = liveGeo.peek();
      if (active && snapshot) setState({ snapshot });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [liveGeo]);
  return state;
}
