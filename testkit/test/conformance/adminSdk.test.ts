/**
 * firebase-admin against the database. It runs in Node.js only and speaks only WebSocket, so
 * this file is not part of the long-polling run.
 */
import { child, ref, set } from 'firebase/database';
import * as admin from 'firebase-admin/app';
import { ServerValue, getDatabase } from 'firebase-admin/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_URL, OPEN_RULES, PROJECT_ID, closeClients, eventually, resetDatabase, webClient } from './support.js';

const apps: admin.App[] = [];

/** A firebase-admin database (admin credential: rules do not apply). */
function adminDatabase() {
  const app = admin.initializeApp({ projectId: PROJECT_ID, databaseURL: DATABASE_URL }, `admin-${crypto.randomUUID()}`);
  apps.push(app);
  return getDatabase(app);
}

beforeEach(() => resetDatabase(OPEN_RULES));
afterEach(async () => {
  await closeClients();
  await Promise.all(apps.splice(0).map((app) => admin.deleteApp(app)));
});

describe('admin SDK', () => {
  it('reads and writes regardless of rules', async () => {
    await resetDatabase({ rules: { '.read': false, '.write': false } });
    const db = adminDatabase();
    await db.ref('secret').set({ level: 1 });
    await db.ref('secret').update({ level: 2 });
    const pushed = await db.ref('log').push({ at: 1 });
    expect((await db.ref('secret').get()).val()).toEqual({ level: 2 });
    expect((await db.ref('log').once('value')).val()).toEqual({ [pushed.key!]: { at: 1 } });
    await db.ref('secret').remove();
    expect((await db.ref('secret').get()).exists()).toBe(false);
  });

  it('sees web SDK writes through a listener', async () => {
    const db = adminDatabase();
    const seen: unknown[] = [];
    db.ref('shared').on('value', (snapshot) => seen.push(snapshot.val()));
    const { db: web } = webClient();
    await set(child(ref(web), 'shared/x'), 'from web');
    await eventually(() => JSON.stringify(seen.at(-1)) === JSON.stringify({ x: 'from web' }));
    db.ref('shared').off();
  });

  it('resolves server values', async () => {
    const db = adminDatabase();
    await db.ref('admin').set({ at: ServerValue.TIMESTAMP, n: ServerValue.increment(2) });
    const value = (await db.ref('admin').get()).val() as { at: number; n: number };
    expect(value.n).toBe(2);
    expect(Math.abs(value.at - Date.now())).toBeLessThan(5_000);
  });
});
