import { NAMESPACE, PROJECT_ID } from './config.js';

/** Where the helpers send their requests; read from the variables the harness exports. */
export interface EmulatorTarget {
  authHost: string;
  databaseHost: string;
  projectId: string;
  namespace: string;
}

function required(name: string): string {
  const value = process.env[name];
  // Never fall back to a default: without the variable, firebase-admin would talk to production.
  if (!value) throw new Error(`${name} no está definida: arranca los emuladores (startEmulators o el globalSetup de @vegeo/testkit).`);
  return value;
}

export function emulatorTarget(): EmulatorTarget {
  return {
    authHost: required('FIREBASE_AUTH_EMULATOR_HOST'),
    databaseHost: required('FIREBASE_DATABASE_EMULATOR_HOST'),
    projectId: PROJECT_ID,
    namespace: NAMESPACE,
  };
}

/** fetch that throws with the response text on a non-2xx status, and returns the parsed JSON. */
export async function requestJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${text}`);
  }
  return text === '' ? null : JSON.parse(text);
}
