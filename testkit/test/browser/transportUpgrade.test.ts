/**
 * The web SDK's move from long polling to a WebSocket, in Chromium. Once a WebSocket has failed,
 * the SDK remembers it (`previous_websocket_failure` in localStorage) and its later connections
 * start by long polling, then try a WebSocket (`s=` with the session's id) and move onto it once
 * it answers: the path of a network that blocked WebSockets for a while. This file does not force
 * a transport (vitest runs each file in a page of its own, with its own SDK).
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, enableLogging, getDatabase, onDisconnect, onValue, ref, set } from 'firebase/database';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DATABASE_PORT, DATABASE_URL, OPEN_RULES, PROJECT_ID, clientHost, disconnectFrames, eventually, resetDatabase, rest, untilValue } from '../conformance/support.js';

const FAILED_BEFORE = 'firebase:previous_websocket_failure';
const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void } })
  .localStorage;
const lines: string[] = [];

beforeEach(async () => {
  await resetDatabase(OPEN_RULES);
  lines.length = 0;
  enableLogging((line) => lines.push(line));
  storage.setItem(FAILED_BEFORE, 'true');
});
afterEach(() => {
  enableLogging(false);
  storage.removeItem(FAILED_BEFORE);
});

const logged = (pattern: RegExp) => lines.filter((line) => pattern.test(line));

it('starts by long polling, moves its session onto a WebSocket, and ends it there', async () => {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', databaseURL: DATABASE_URL }, 'upgrade');
  const db = getDatabase(app);
  connectDatabaseEmulator(db, clientHost(), DATABASE_PORT);
  const values: unknown[] = [];
  onValue(ref(db, 'live'), (snapshot) => values.push(snapshot.val()));
  await onDisconnect(ref(db, 'presence')).set('gone');

  await eventually(() => logged(/cleaning up and promoting a connection/).length > 0, 30_000);
  expect(logged(/Connecting via long-poll/)).toHaveLength(1);
  expect(logged(/Websocket connecting to .*[?&]s=/)).toHaveLength(1);
  // The long-polling connection is closed (its disconnect frame gone), the session goes on.
  await eventually(() => disconnectFrames() === 0, 10_000);
  expect(storage.getItem(FAILED_BEFORE)).toBeNull();

  await rest('PUT', 'live.json', 'on the socket');
  await eventually(() => values.at(-1) === 'on the socket', 10_000);
  await set(ref(db, 'written'), 'over the socket');
  expect((await rest('GET', 'written.json')).body).toBe('over the socket');
  expect(logged(/Realtime connection established/)).toHaveLength(1);
  // The poll's end did not end the session: its onDisconnect write waits for the socket's end.
  expect((await rest('GET', 'presence.json')).body).toBeNull();

  await deleteApp(app);
  await untilValue('presence', (value) => value === 'gone', 10_000);
  expect(values).toEqual([null, 'on the socket']);
});
