// Many function instances, each with its own connections to the database (the testkit stand-in
// under the project's rules), serving editors who race: the records callables' handlers as
// deployed, over the admin SDK. VEGEO_STRESS_SECONDS makes the run longer.
import { fileURLToPath } from 'node:url';
import { pais, toFlat, type StoredGeo } from '@vegeo/data';
import { startDatabaseServer, type DatabaseServer } from '@vegeo/testkit';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { handle as borrar } from '../../src/callables/borrarRegistro.js';
import { handle as crear } from '../../src/callables/crearRegistro.js';
import { handle as editar } from '../../src/callables/editarRegistro.js';
import type { AuditRecord } from '../../src/store.js';
import { SERVICE_UID, rtdbStore } from '../../src/rtdbStore.js';
import { as } from '../support/requests.js';
import { stress, violations, type Call } from '../support/stress.js';
import { memoryUsers } from '../support/users.js';

const INSTANCES = 6;
const EDITORS = 24;
const SECONDS = Number(process.env['VEGEO_STRESS_SECONDS'] ?? 12);

let server: DatabaseServer;
const apps: App[] = [];
const database = (name: string, override?: object) => {
  const app = initializeApp(
    { projectId: 'demo-vegeo', databaseURL: `http://127.0.0.1:${server.port}?ns=stress`, ...(override ? { databaseAuthVariableOverride: override } : {}) },
    name,
  );
  apps.push(app);
  return getDatabase(app);
};

beforeAll(async () => {
  // Each lost race is a refused write, which the SDK reports as a warning: expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = await startDatabaseServer({ port: 0, rulesPath: fileURLToPath(new URL('../../../database.rules.json', import.meta.url)) });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

it(`${EDITORS} editors on ${INSTANCES} instances: nothing acknowledged is lost, unrelated changes never conflict`, { timeout: (SECONDS + 60) * 1000 }, async () => {
  const owner = database('owner');
  const editors = Array.from({ length: EDITORS }, (_, i) => ({ uid: `editor-${i}`, email: `editor-${i}@vegeo.test`, role: 'editor' as const }));
  const before = toFlat(pais, { version: 1, updatedAt: 1 });
  await owner.ref().set({ geo: before, users: Object.fromEntries(editors.map(({ uid, email, role }) => [uid, { email, role }])) });
  const { users } = memoryUsers(editors);

  const instances = Array.from({ length: INSTANCES }, (_, i) => ({
    store: rtdbStore(database(`lector-${i}`), database(`escritor-${i}`, { uid: SERVICE_UID })),
    users,
    clock: Date.now,
    embedded: pais,
  }));
  const handlers = { crearRegistro: crear, editarRegistro: editar, borrarRegistro: borrar };
  const calls: Call[] = editors.map(({ uid }, i) => (name, data) => handlers[name](instances[i % INSTANCES]!, as('editor', data, uid)));

  // What the editors' screens show: one listener, as the admin app keeps one.
  let view: StoredGeo = before;
  owner.ref('geo').on('value', (snapshot) => void (view = snapshot.val() as StoredGeo));

  const attempts = await stress({ editors: calls, view: () => view, seconds: SECONDS, seed: 20261123 });
  owner.ref('geo').off();
  const after = (await owner.ref('geo').get()).val() as StoredGeo;
  const audit = Object.values(((await owner.ref('audit').get()).val() ?? {}) as Record<string, AuditRecord>);

  const ok = attempts.filter((a) => a.ok).length;
  const conflicts = attempts.filter((a) => a.error?.details?.['motivo'] === 'version').length;
  console.info(`${attempts.length} intentos: ${ok} aceptados, ${conflicts} conflictos sobre el mismo registro, versión final ${after.meta?.version}`);
  expect(violations(before, after, audit, attempts)).toEqual([]);
  // Every editor was answered, and the run raced: some edits met another change to their record.
  expect(new Set(attempts.map((a) => a.editor)).size).toBe(EDITORS);
  expect(conflicts).toBeGreaterThan(0);
});
