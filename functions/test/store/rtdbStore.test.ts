// The admin-SDK Store against a real wire-protocol database (the testkit stand-in, on a free
// port) under the project's security rules: the conditional commit they make, what a listener
// sees of a change, and the window the former two-step commit left open.
import { fileURLToPath } from 'node:url';
import { pais, toFlat, type StoredGeo } from '@vegeo/data';
import { startDatabaseServer, type DatabaseServer } from '@vegeo/testkit';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_UID, rtdbStore } from '../../src/rtdbStore.js';

let server: DatabaseServer;
const apps: App[] = [];
let owner: Database;
let writer: Database;

const database = (name: string, override?: object) => {
  const app = initializeApp(
    { projectId: 'demo-vegeo', databaseURL: `http://127.0.0.1:${server.port}?ns=store-test`, ...(override ? { databaseAuthVariableOverride: override } : {}) },
    name,
  );
  apps.push(app);
  return getDatabase(app);
};
/** A fresh reader each time: its listeners start from the database as it is then. */
let readers = 0;
const store = () => rtdbStore(database(`lector-${++readers}`), writer);

beforeAll(async () => {
  server = await startDatabaseServer({ port: 0, rulesPath: fileURLToPath(new URL('../../../database.rules.json', import.meta.url)) });
  owner = database('owner');
  writer = database('writer', { uid: SERVICE_UID });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

beforeEach(async () => {
  await owner.ref().set({
    geo: toFlat(pais, { version: 3, updatedAt: 1 }),
    users: { ed: { role: 'editor' }, lector: { role: 'viewer' } },
  });
});

/** A change as commitChange writes one: a record, the meta moved to `version`, an audit entry. */
const change = (version: number, name: string, uid = 'ed') => ({
  'geo/parroquias/010101/parroquia': name,
  'geo/parroquias/010101/version': version,
  'geo/meta/version': version,
  'geo/meta/updatedAt': 2,
  [`audit/-${name}`]: { at: 2, uid, accion: 'editar', tipo: 'parroquia', id: '010101', version },
});

describe('rtdbStore.commit', () => {
  it('lands only over the version it was planned over: of two racing commits, one', async () => {
    const s = store();
    const results = await Promise.all([s.commit(3, change(4, 'uno')), s.commit(3, change(4, 'dos'))]);
    expect(results.sort()).toEqual([false, true]);
    const stored = (await owner.ref('geo').get()).val() as StoredGeo & { parroquias: Record<string, { parroquia: string }> };
    expect(stored.meta?.version).toBe(4);
    expect(Object.keys((await owner.ref('audit').get()).val() as object)).toEqual([`-${stored.parroquias['010101']!.parroquia}`]);
    expect(await s.commit(3, change(4, 'tres'))).toBe(false);
  });

  it('throws when the rules refuse the change for another reason than a newer version', async () => {
    const s = store();
    await expect(s.commit(3, change(4, 'visto', 'lector'))).rejects.toThrow(/permission/i);
    expect((await owner.ref('geo/meta/version').get()).val()).toBe(3);
  });

  it('hands its own change to the next read of the same instance', async () => {
    const s = store();
    await s.readGeo();
    expect(await s.commit(3, change(4, 'propio'))).toBe(true);
    expect((await s.readGeo())?.meta?.version).toBe(4);
  });
});

describe('a /geo replaced by the owner (a forced seed, a restore from a backup)', () => {
  /** Whether `read` answers before the event loop turns: it waits for nothing that will not come. */
  const atOnce = (read: Promise<unknown>) =>
    Promise.race([read.then(() => 'leído'), new Promise((resolve) => setTimeout(resolve, 0, 'esperando'))]);

  it('at a lower version is recognised at once: reads wait for nothing and commits land over it', async () => {
    const s = store();
    await s.readGeo();
    for (let version = 4; version <= 8; version++) expect(await s.commit(version - 1, change(version, `v${version}`))).toBe(true);
    expect((await s.readGeo())?.meta?.version).toBe(8);

    await owner.ref('geo').set(toFlat(pais, { version: 2, updatedAt: 5 }));
    await vi.waitFor(async () => expect((await s.readGeo())?.meta?.version).toBe(2), { timeout: 10_000 });
    expect(await atOnce(s.readGeo())).toBe('leído');
    expect(await s.commit(2, change(3, 'sobre-el-nuevo'))).toBe(true);
    expect(await atOnce(s.readGeo())).toBe('leído');
    expect((await s.readGeo())?.meta?.version).toBe(3);
  });

  it('a commit refused because /geo went back is planned again over the new one, without waiting', async () => {
    const s = store();
    await s.readGeo();
    for (let version = 4; version <= 6; version++) expect(await s.commit(version - 1, change(version, `v${version}`))).toBe(true);
    await owner.ref('geo').set(toFlat(pais, { version: 1, updatedAt: 5 }));
    // Planned over version 6, which the database no longer holds.
    expect(await s.commit(6, change(7, 'tarde'))).toBe(false);
    expect(await atOnce(s.readGeo())).toBe('leído');
    expect((await s.readGeo())?.meta?.version).toBe(1);
  });
});

describe('what a reader sees', () => {
  it('every value holds whole changes: a version with the data its change wrote', async () => {
    const s = store();
    const seen: [number, string][] = [];
    const reader = database('observador');
    reader.ref('geo').on('value', (snapshot) => {
      const geo = snapshot.val() as { meta: { version: number }; parroquias: Record<string, { parroquia: string }> };
      seen.push([geo.meta.version, geo.parroquias['010101']!.parroquia]);
    });
    for (let version = 4; version < 34; version++) expect(await s.commit(version - 1, change(version, `v${version}`))).toBe(true);
    await vi.waitFor(() => expect(seen.at(-1)?.[0]).toBe(33));
    reader.ref('geo').off();
    const torn = seen.filter(([version, name]) => version > 3 && name !== `v${version}`);
    expect(torn).toEqual([]);
  });

  it('the former commit (a transaction on the version, then the data apart) showed a version without its data', async () => {
    // Shown on this same database: the window is in that protocol, not in how events arrive.
    // As it ran: a first attempt over an empty cache proposes anything, and the server's 3 comes back.
    const claimed = await owner.ref('geo/meta/version').transaction((current: number | null) => (current === null ? 0 : current === 3 ? 4 : undefined));
    expect(claimed.committed).toBe(true);
    const between = (await database('otro-lector').ref('geo').get()).val() as StoredGeo & { parroquias: Record<string, { parroquia: string }> };
    expect(between.meta?.version).toBe(4);
    expect(between.parroquias['010101']!.parroquia).toBe(pais[0]!.municipios[0]!.parroquias[0]);
  });
});

describe('rtdbStore reads', () => {
  it('keeps a user live: a role change is seen by the next read', async () => {
    const s = store();
    expect(await s.readUser('ed')).toEqual({ role: 'editor' });
    expect(await s.readUser('nadie')).toBeNull();
    await owner.ref('users/ed').set({ role: 'viewer', disabled: true });
    await vi.waitFor(async () => expect(await s.readUser('ed')).toEqual({ role: 'viewer', disabled: true }));
  });

  it('keeps /users live: the list read right after another instance’s change holds it; one object while nothing changes', async () => {
    const [one, other] = [store(), store()];
    const before = await one.readUserList();
    expect(before).toEqual({ version: 0, users: { ed: { role: 'editor' }, lector: { role: 'viewer' } } });
    expect((await one.readUserList()).users).toBe(before.users);
    // The mirror of Auth, as usuarios mends it: fields of an entry, the counter moved.
    expect(await other.commitAccounts(0, { 'users/nueva': { role: 'viewer', nombre: 'Nueva' }, 'users/ed/nombre': 'Eduardo', 'usersMeta/version': 1 })).toBe(true);
    const after = await one.readUserList();
    expect(after.version).toBe(1);
    expect(after.users).toEqual({ ed: { role: 'editor', nombre: 'Eduardo' }, lector: { role: 'viewer' }, nueva: { role: 'viewer', nombre: 'Nueva' } });
    expect(await one.commitAccounts(0, { 'users/ed/nombre': 'Otro', 'usersMeta/version': 1 })).toBe(false);
  });

  it('reads audit entries newest first (by key), below a key, from a key, by an indexed field', async () => {
    const s = store();
    // Connected first, as a callable is when it makes a key: the handshake sets the clock offset
    // push keys are made with, and a key made before it can sort after one made just after.
    await s.readAuditEntry('ninguna');
    const keys: string[] = [];
    for (const [at, accion] of [[1, 'editar'], [2, 'crear'], [3, 'editar'], [4, 'editar']] as const) {
      keys.push(s.newAuditKey());
      await owner.ref(`audit/${keys.at(-1)}`).set({ at, uid: 'u', accion, tipo: 'estado', id: '01' });
    }
    const read = async (query: Parameters<typeof s.readAudit>[0]) => (await s.readAudit(query)).map(([key, e]) => [keys.indexOf(key), e.at]);
    expect(await read({ limit: 2 })).toEqual([[3, 4], [2, 3]]);
    expect(await read({ limit: 9, before: keys[2] })).toEqual([[1, 2], [0, 1]]);
    expect(await read({ limit: 9, since: keys[1] })).toEqual([[3, 4], [2, 3], [1, 2]]);
    const edits = { field: 'accion', value: 'editar' } as const;
    expect(await read({ limit: 9, where: edits })).toEqual([[3, 4], [2, 3], [0, 1]]);
    expect(await read({ limit: 9, where: edits, since: keys[1], before: keys[3] })).toEqual([[2, 3]]);
    expect(await read({ limit: 1, where: { field: 'uid', value: 'nadie' } })).toEqual([]);
  });
});
