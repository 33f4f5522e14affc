/**
 * What the conformance suite needs to talk to "a Realtime Database emulator" and an Auth
 * emulator that the global setup started — nothing about which one runs. The suite runs twice:
 * in Node.js, where the web SDK speaks WebSocket, and in Chromium with `forceLongPolling()`
 * (`inject('transport')`); it uses only what both have (fetch, the web SDK), so it is one suite.
 */
import type {} from '@vegeo/testkit/global-setup';
import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { type Database, connectDatabaseEmulator, forceLongPolling, getDatabase } from 'firebase/database';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How the web SDK reaches the database in this run. */
    transport: 'websocket' | 'long-polling';
  }
}

const emulators = inject('vegeoEmulators');
export const TRANSPORT = inject('transport');
export const PROJECT_ID = emulators.projectId;
export const NAMESPACE = emulators.namespace;
export const DATABASE_HOST = emulators.env.FIREBASE_DATABASE_EMULATOR_HOST;
export const AUTH_HOST = emulators.env.FIREBASE_AUTH_EMULATOR_HOST;
export const DATABASE_URL = `http://${DATABASE_HOST}?ns=${NAMESPACE}`;

const [dbHost, dbPort] = DATABASE_HOST.split(':') as [string, string];
export const DATABASE_PORT = Number(dbPort);

let transportChosen = false;
/** Forces the SDK onto long polling in that run, once, before its first connection. */
function chooseTransport(): void {
  if (transportChosen) return;
  transportChosen = true;
  if (TRANSPORT === 'long-polling') forceLongPolling();
}

let clients = 0;
/**
 * The host a new web client connects to. Over long polling each client keeps two requests open,
 * and a browser opens at most six connections to one host: every client gets a host of its own
 * (`*.localhost` is the loopback in Chromium), as clients on separate devices would.
 */
export function clientHost(): string {
  clients += 1;
  return TRANSPORT === 'long-polling' ? `client-${clients}.localhost` : dbHost;
}

/** Calls the emulator's REST API, as owner unless another bearer token is given. */
export async function rest(method: string, path: string, body?: unknown, token: string | null = 'owner'): Promise<{ status: number; body: unknown }> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`http://${DATABASE_HOST}/${path.replace(/^\//, '')}${separator}ns=${NAMESPACE}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Loads rules for the suite's namespace and empties its data. */
export async function resetDatabase(rules: unknown): Promise<void> {
  const loaded = await rest('PUT', '.settings/rules.json', rules);
  if (loaded.status !== 200) throw new Error(`rules refused: ${JSON.stringify(loaded.body)}`);
  const cleared = await rest('DELETE', '.json');
  if (cleared.status !== 200) throw new Error(`reset refused: ${JSON.stringify(cleared.body)}`);
}

export async function seed(path: string, value: unknown): Promise<void> {
  const written = await rest('PUT', `${path}.json`, value);
  if (written.status !== 200) throw new Error(`seed refused: ${JSON.stringify(written.body)}`);
}

export interface WebClient {
  app: FirebaseApp;
  db: Database;
  auth: Auth;
}

const webApps: FirebaseApp[] = [];

/** A separate web SDK app (its own connection) pointed at the emulators. */
export function webClient(): WebClient {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', databaseURL: DATABASE_URL }, `web-${crypto.randomUUID()}`);
  chooseTransport();
  const db = getDatabase(app);
  connectDatabaseEmulator(db, clientHost(), DATABASE_PORT);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  webApps.push(app);
  return { app, db, auth };
}

/**
 * A web SDK app testing the rules as a user without signing in: `connectDatabaseEmulator`'s
 * documented `mockUserToken` (what `@firebase/rules-unit-testing` builds on), an unsigned token
 * that expired in 1970, which the emulator accepts.
 */
export function mockUserClient(token: { sub: string } & Record<string, unknown>): WebClient {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', databaseURL: DATABASE_URL }, `mock-${crypto.randomUUID()}`);
  chooseTransport();
  const db = getDatabase(app);
  connectDatabaseEmulator(db, clientHost(), DATABASE_PORT, { mockUserToken: token });
  webApps.push(app);
  return { app, db, auth: getAuth(app) };
}

/** A web client signed in as a fresh email/password user of the Auth emulator. */
export async function signedInClient(claims?: Record<string, unknown>): Promise<WebClient & { uid: string }> {
  const client = webClient();
  const email = `user-${crypto.randomUUID()}@example.com`;
  const { user } = await createUserWithEmailAndPassword(client.auth, email, 'secret-password');
  if (claims) {
    await setCustomClaims(user.uid, claims);
    await user.getIdToken(true);
  }
  return { ...client, uid: user.uid };
}

/** Sets a user's custom claims through the Auth emulator's admin REST API (what firebase-admin calls). */
async function setCustomClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  const url = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;
  const body = JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) });
  const response = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body });
  if (!response.ok) throw new Error(`claims refused: ${await response.text()}`);
}

/** Deletes every app the test created (closing their connections). */
export async function closeClients(): Promise<void> {
  // A test may already have deleted its app (to drop the connection); that is fine here.
  await Promise.all(webApps.splice(0).map((app) => deleteApp(app).catch(() => {})));
}

/** Resolves when `predicate` holds, polling every 20 ms, or rejects after `timeoutMs`. */
export async function eventually(predicate: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls a location over REST until its value satisfies `predicate`; returns that value. */
export async function untilValue(path: string, predicate: (value: unknown) => boolean, timeoutMs = 5_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await rest('GET', `${path}.json`);
    if (predicate(body)) return body;
    if (Date.now() > deadline) throw new Error(`${path} never reached the expected value; last ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const OPEN_RULES = { rules: { '.read': true, '.write': true } };

/** In Chromium: the long-polling disconnect frames on the page, one per connected client (none elsewhere). */
export function disconnectFrames(): number {
  const page = (globalThis as { document?: { querySelectorAll(selector: string): { length: number } } }).document;
  return page ? page.querySelectorAll('iframe[src*="/.lp?"][src*="dframe=t"]').length : 0;
}
