import { createQueryClient } from './realtime/queryClient.js';
import { createAuthProvider } from './authProvider/createAuthProvider.js';
import { createAuditReadSide } from './dataProvider/auditReadSide.js';
import { createDataProvider } from './dataProvider/createDataProvider.js';
import { LiveGeo } from './dataProvider/liveGeo.js';
import { watchAccount } from './firebase/watchAccount.js';
import { createAuthPort } from './firebase/authPort.js';
import { createLazyProfilePort } from './firebase/lazyProfilePort.js';
import { initFirebase } from './firebase/app.js';
import { createGeoCopy } from './firebase/geoCopy.js';
import { createGeoReadSide } from './firebase/readSide.js';
import type { FirebaseSettings } from './firebase/settings.js';
import { createWriteSide } from './firebase/writeSide.js';
import { loadListenCalls } from './firebase/databaseSdk.js';
import type { AppProps } from './App.js';
import { bridgeRealtime } from './realtime/bridgeRealtime.js';
import { EditingRegistry } from './realtime/editing.js';

/** How long a sign-in waits for /geo before showing the app anyway (it then fills in as it arrives). */
const FIRST_PAGE_WAIT_MS = 3000;
const noop = () => undefined;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Firebase → ports → providers, and the realtime wiring between the listeners and react-query. */
export function createServices(settings: FirebaseSettings): AppProps {
  const firebase = initFirebase(settings);
  const auth = createAuthPort(firebase.auth);
  const queryClient = createQueryClient();
  const write = createWriteSide(firebase.functions);
  // A new ID token, or a new role at /users/{uid}: ask the authProvider again what the person may do.
  const askAgain = () => void queryClient.invalidateQueries({ queryKey: ['auth'] });
  // The service mirrors the account at /users as Auth holds it (a new one's entry made there).
  const account = watchAccount(firebase.auth, firebase.database, askAgain, () => write.call('sincronizarMiCuenta', {}));
  const held = () => {
    const uid = firebase.auth.currentUser?.uid;
    return (uid && account.ready?.(uid)) || Promise.resolve();
  };
  // The device's copy of /geo is per database: the emulators' address names theirs.
  const databaseName = settings.emulators?.database ?? settings.options.databaseURL ?? String(settings.options.projectId);
  const geoCopy = createGeoCopy(databaseName, () => firebase.auth.currentUser?.uid);
  // The database SDK loaded and its instance made: what a signed-in app reads through first.
  const databaseReady = () => Promise.all([firebase.database(), loadListenCalls()]);
  const geo = new LiveGeo(createGeoReadSide(firebase.database, held), geoCopy);
  const editing = new EditingRegistry();
  bridgeRealtime(queryClient, geo, editing);
  auth.onChange((user) => {
    if (user) {
      // Signed in: /geo starts loading now, while the app draws its first page, not once a list asks.
      geo.load().catch(() => undefined);
    } else {
      geo.stop();
    }
    askAgain();
  });
  return {
    dataProvider: createDataProvider({ geo, audit: createAuditReadSide(write), write, sendSignInLink: auth.sendSignInLink }),
    authProvider: createAuthProvider(auth, account, {
      start: () => {
        // The connection opens while Auth answers (the SDK opens it at the first read otherwise);
        // once signed in, the SDK sends the new ID token over it.
        void databaseReady()
          .then(([db, sdk]) => sdk.goOnline(db))
          .catch(noop);
        geoCopy.warm();
      },
      loaded: () => Promise.race([geo.load().then(noop, noop), delay(FIRST_PAGE_WAIT_MS)]),
      fromCopy: () => new Promise<void>((resolve) => void geo.load().then(() => geo.fromCopy && resolve(), noop)),
    }),
    queryClient,
    realtime: { liveGeo: geo, editing },
    session: {
      auth,
      profile: createLazyProfilePort(firebase.auth, write),
      signUpOpen: import.meta.env.VITE_REGISTRO_ABIERTO !== 'false',
      account,
      warmUp: () => void databaseReady().catch(noop),
    },
  };
}
