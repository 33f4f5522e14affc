import { initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, indexedDBLocalPersistence, initializeAuth, connectAuthEmulator, type Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { Functions } from 'firebase/functions';
import type { FirebaseSettings } from './settings.js';

/** The initialised SDK: Auth at once; Database and Functions loaded when first needed (after sign-in). */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  database(): Promise<Database>;
  functions(): Promise<Functions>;
}

const REGION = 'us-central1';

/** The only place the SDK is initialised; connects to the emulators only when `settings` names them. */
export function initFirebase(settings: FirebaseSettings): FirebaseServices {
  const app = initializeApp(settings.options);
  // No popup/redirect resolver: e-mail and password need none, and it weighs on the first load.
  // The session in localStorage, told of other tabs' changes by the browser's storage events;
  // IndexedDB (the SDK's default) is read every 800 ms for them, for the page's whole life. A
  // session an earlier version kept in IndexedDB is found there and moved.
  const auth = initializeAuth(app, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });
  // A production build reads no emulator settings, and this constant drops the code that would use them.
  const emulators = import.meta.env.VITE_VEGEO_EMULATORS === 'true' ? settings.emulators : undefined;
  if (emulators) {
    connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
    // The Auth emulator checks no reCAPTCHA, and Google's script cannot load offline.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  let database: Promise<Database> | undefined;
  let functions: Promise<Functions> | undefined;
  return {
    app,
    auth,
    database: () =>
      (database ??= import('firebase/database').then(({ getDatabase, connectDatabaseEmulator }) => {
        const db = getDatabase(app);
        if (emulators) connectDatabaseEmulator(db, ...hostAndPort(emulators.database));
        return db;
      })),
    functions: () =>
      (functions ??= import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => {
        const fns = getFunctions(app, REGION);
        if (emulators) connectFunctionsEmulator(fns, ...hostAndPort(emulators.functions));
        return fns;
      })),
  };
}

function hostAndPort(hostPort: string): [string, number] {
  const at = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, at), Number(hostPort.slice(at + 1))];
}
