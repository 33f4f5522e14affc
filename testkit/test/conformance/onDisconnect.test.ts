import { deleteApp } from 'firebase/app';
import { goOffline, onDisconnect, ref, serverTimestamp, set } from 'firebase/database';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OPEN_RULES, closeClients, resetDatabase, rest, untilValue, webClient } from './support.js';

beforeEach(() => resetDatabase(OPEN_RULES));
afterEach(() => closeClients());

it('runs set and update when the client goes offline', async () => {
  const { db } = webClient();
  await set(ref(db, 'presence/me'), { online: true });
  await onDisconnect(ref(db, 'presence/me/online')).set(false);
  await onDisconnect(ref(db, 'presence/me')).update({ lastSeen: serverTimestamp() });
  const before = Date.now();
  goOffline(db);
  const presence = (await untilValue('presence/me', (value) => (value as { online?: boolean }).online === false)) as { lastSeen: number };
  expect(presence.lastSeen).toBeGreaterThanOrEqual(before - 1000);
  expect(presence.lastSeen).toBeLessThanOrEqual(Date.now() + 1000);
});

it('runs when the app is deleted', async () => {
  const { app, db } = webClient();
  await onDisconnect(ref(db, 'status')).set('gone');
  expect((await rest('GET', 'status.json')).body).toBeNull();
  await deleteApp(app);
  await untilValue('status', (value) => value === 'gone');
});

it('does nothing once cancelled', async () => {
  const { db } = webClient();
  await onDisconnect(ref(db, 'flags/a')).set(1);
  await onDisconnect(ref(db, 'flags/b')).set(2);
  await onDisconnect(ref(db, 'flags/a')).cancel();
  goOffline(db);
  await untilValue('flags', (value) => value !== null);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await rest('GET', 'flags.json')).body).toEqual({ b: 2 });
});

it('is refused when the rules deny the write', async () => {
  await resetDatabase({ rules: { '.read': true, locked: { '.write': false } } });
  const { db } = webClient();
  await expect(onDisconnect(ref(db, 'locked/x')).set(true)).rejects.toThrow(/permission_denied/i);
});
