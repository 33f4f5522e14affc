import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The demo project every local run uses: firebase-tools keeps `demo-*` projects offline. */
export const PROJECT_ID = 'demo-vegeo';
/** The Realtime Database namespace the SDKs derive from the project's default database URL. */
export const NAMESPACE = `${PROJECT_ID}-default-rtdb`;
export const HOST = '127.0.0.1';

/** The repository root: src/harness and dist/harness both sit two levels below testkit/. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIREBASE_JSON = `${REPO_ROOT}firebase.json`;
/** What firebase-tools loads for the functions emulator (functions/package.json `main`). */
export const FUNCTIONS_ENTRY = `${REPO_ROOT}functions/lib/index.js`;

export interface EmulatorPorts {
  auth: number;
  database: number;
  functions: number;
}

interface FirebaseJson {
  database?: { rules?: string };
  emulators?: Partial<Record<keyof EmulatorPorts, { port?: number }>>;
}

function readFirebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseJson;
}

/** The ports firebase.json fixes (9099, 9000, 5001); the stand-in follows the same file. */
export function configuredPorts(): EmulatorPorts {
  const emulators = readFirebaseJson().emulators ?? {};
  return {
    auth: emulators.auth?.port ?? 9099,
    database: emulators.database?.port ?? 9000,
    functions: emulators.functions?.port ?? 5001,
  };
}

/** Absolute path of the security rules firebase.json names, as the official emulator loads them. */
export function rulesPath(): string {
  return `${REPO_ROOT}${readFirebaseJson().database?.rules ?? 'database.rules.json'}`;
}
