import { HOST, NAMESPACE, PROJECT_ID, type EmulatorPorts } from './config.js';

/** The environment variables the Firebase SDKs and firebase-tools read to find the emulators. */
export interface EmulatorEnv {
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIREBASE_DATABASE_EMULATOR_HOST: string;
  GCLOUD_PROJECT: string;
  GOOGLE_CLOUD_PROJECT: string;
  [name: string]: string;
}

export function emulatorEnv(ports: EmulatorPorts): EmulatorEnv {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    FIREBASE_DATABASE_EMULATOR_HOST: `${HOST}:${ports.database}`,
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
  };
}

/** `http://127.0.0.1:9000?ns=demo-vegeo-default-rtdb`, the URL the client SDK takes. */
export function databaseUrl(ports: EmulatorPorts): string {
  return `http://${HOST}:${ports.database}?ns=${NAMESPACE}`;
}

/**
 * What firebase-tools itself gets on top: the functions it runs inherit its environment, which
 * is how they reach the stand-in database firebase-tools knows nothing about. DATABASE_URL sets
 * the demo project's default database URL, so `initializeApp()` in a function uses the same
 * namespace as every other client (firebase-tools would otherwise derive `demo-vegeo`).
 */
export function firebaseToolsEnv(env: EmulatorEnv): Record<string, string> {
  return {
    ...env,
    DATABASE_URL: `https://${NAMESPACE}.firebaseio.com`,
    // Seconds the Functions emulator gives a new worker process to load the functions (30 by
    // default): many concurrent calls start that many workers at once, slow on a busy machine.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env['FUNCTIONS_DISCOVERY_TIMEOUT'] ?? '120',
  };
}
