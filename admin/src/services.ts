import { QueryClient } from '@tanstack/react-query';
import { createAuthProvider } from './authProvider/createAuthProvider.js';
import { createAuditReadSide } from './dataProvider/auditReadSide.js';
import { createDataProvider } from './dataProvider/createDataProvider.js';
import { GeoCache } from './dataProvider/geoCache.js';
import { watchAccount } from './firebase/watchAccount.js';
import { createAuthPort } from './firebase/authPort.js';
import { createProfilePort } from './firebase/profilePort.js';
import { initFirebase } from './firebase/app.js';
import { createGeoReadSide } from './firebase/readSide.js';
import type { FirebaseSettings } from './firebase/settings.js';
import { createWriteSide } from './firebase/writeSide.js';
import type { AppProps } from './App.js';
import { bridgeRealtime } from './realtime/bridgeRealtime.js';
import { EditingRegistry } from './realtime/editing.js';

/** Firebase → ports → providers, and the realtime wiring between the listeners and react-query. */
export function createServices(settings: FirebaseSettings): AppProps {
  const firebase = initFirebase(settings);
  const auth = createAuthPort(firebase.auth);
  const geo = new GeoCache(createGeoReadSide(firebase.database));
  const editing = new EditingRegistry();
  // Listeners keep data current, so react-query never refetches on its own (focus, staleness):
  // a refetch would reset an open form.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } } });
  bridgeRealtime(queryClient, geo, editing);
  // A new ID token, or a new role at /users/{uid}: ask the authProvider again what the person may do.
  const askAgain = () => void queryClient.invalidateQueries({ queryKey: ['auth'] });
  auth.onChange((user) => {
    if (!user) geo.stop();
    askAgain();
  });
  const write = createWriteSide(firebase.functions);
  // The service mirrors the account at /users as Auth holds it (a new one's entry made there).
  const account = watchAccount(firebase.auth, firebase.database, askAgain, () => write.call('sincronizarMiCuenta', {}));
  return {
    dataProvider: createDataProvider({ geo, audit: createAuditReadSide(write), write, sendSignInLink: auth.sendSignInLink }),
    authProvider: createAuthProvider(auth, account),
    queryClient,
    realtime: { geoCache: geo, editing },
    session: { auth, profile: createProfilePort(firebase.auth, write), signUpOpen: import.meta.env.VITE_REGISTRO_ABIERTO !== 'false', account },
  };
}
