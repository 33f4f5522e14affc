// The admin-SDK GeoStore and the lookup index against a real wire-protocol database (the
// testkit stand-in, on a free port): transactions, listeners, queries, multi-path updates.
import { createGeo, pais, toFlat } from '@vegeo/data';
import { startDatabaseServer, type DatabaseServer } from '@vegeo/testkit';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupIndex } from '../../src/lookup-index.js';
import { rtdbStore } from '../../src/rtdb-store.js';

let server: DatabaseServer;
let app: App;
let db: Database;

beforeAll(async () => {
  server = await startDatabaseServer({ port: 0, rules: { rules: { '.read': true, '.write': true } } });
  app = initializeApp({ projectId: 'demo-vegeo', databaseURL: `http://127.0.0.1:${server.port}?ns=store-test` }, 'store-test');
  db = getDatabase(app);
});

afterAll(async () => {
  await deleteApp(app);
  await server.stop();
});

beforeEach(async () => {
  await db.ref().set({ geo: toFlat(pais, { version: 3, updatedAt: 1 }) });
});

describe('rtdbStore', () => {
  it('claims a version once: the second claim of the same version fails', async () => {
    const store = rtdbStore(db);
    const claims = await Promise.all([store.claimVersion(3), store.claimVersion(3)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await store.claimVersion(2)).toBe(false);
    expect((await db.ref('geo/meta/version').get()).val()).toBe(4);
  });

  it('claims from an empty database only at version 0', async () => {
    await db.ref().set(null);
    const store = rtdbStore(db);
    expect(await store.claimVersion(5)).toBe(false);
    expect(await store.claimVersion(0)).toBe(true);
    expect((await db.ref('geo/meta/version').get()).val()).toBe(1);
  });

  it('reads /geo back in a shape fromFlat accepts, and audit entries newest first', async () => {
    const store = rtdbStore(db);
    expect(Object.keys((await store.readGeo())!.municipios!)).toHaveLength(335);
    for (const at of [5, 7, 6]) await store.update({ [`audit/${store.newAuditKey()}`]: { at, uid: 'u', accion: 'editar', tipo: 'estado', id: '01' } });
    expect((await store.readAudit(2)).map(([, e]) => e.at)).toEqual([7, 6]);
  });
});

describe('lookupIndex over the database', () => {
  it('shows an edit once its update lands, even when the claim moved the version first', async () => {
    const store = rtdbStore(db);
    const lookups = lookupIndex(store, pais, (p) => createGeo(p));
    expect((await lookups()).municipio('Alberto Adriani')?.id).toBe('1301');
    expect(await store.claimVersion(3)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await store.update({ 'geo/municipios/1301/municipio': 'Vigía', 'geo/meta/version': 4, 'geo/meta/updatedAt': 2 });
    await vi.waitFor(async () => expect((await lookups()).municipio('Vigía')?.id).toBe('1301'), { timeout: 5000 });
  });
});
