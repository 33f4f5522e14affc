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
  const response = await fetchOnFreshSocket(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${text}`);
  }
  return text === '' ? null : JSON.parse(text);
}

/**
 * fetch, once more when a reused keep-alive socket was closed by the server before it answered
 * ("other side closed"): the server saw nothing, and every request the harness sends (GET, PUT,
 * PATCH of whole values, DELETE) is idempotent.
 */
async function fetchOnFreshSocket(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}
