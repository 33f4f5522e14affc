import { QueryClient } from '@tanstack/react-query';
import { createAuthProvider } from './authProvider/createAuthProvider.js';
import { createDataProvider } from './dataProvider/createDataProvider.js';
import { GeoStore } from './dataProvider/geoStore.js';
import { createAuthPort } from './firebase/authPort.js';
import { initFirebase } from './firebase/app.js';
import { createAuditReadSide, createGeoReadSide } from './firebase/readSide.js';
import type { FirebaseSettings } from './firebase/settings.js';
import { createWriteSide } from './firebase/writeSide.js';
import type { AppProps } from './App.js';
import { bridgeRealtime } from './realtime/bridgeRealtime.js';
import { EditingRegistry } from './realtime/editing.js';

/** Firebase → ports → providers, and the realtime wiring between the listeners and react-query. */
export function createServices(settings: FirebaseSettings): AppProps {
  const firebase = initFirebase(settings);
  const auth = createAuthPort(firebase.auth);
  const geo = new GeoStore(createGeoReadSide(firebase.database));
  const editing = new EditingRegistry();
  // Listeners keep data current, so react-query never refetches on its own (focus, staleness):
  // a refetch would reset an open form.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } } });
  bridgeRealtime(queryClient, geo, editing);
  auth.onChange((user) => {
    if (!user) geo.stop();
    // A new ID token may carry a new role: ask the authProvider again.
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  });
  return {
    dataProvider: createDataProvider({ geo, audit: createAuditReadSide(firebase.database), write: createWriteSide(firebase.functions) }),
    authProvider: createAuthProvider(auth),
    queryClient,
    realtime: { store: geo, editing },
  };
}
