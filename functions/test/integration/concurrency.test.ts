// Editors racing through the Functions emulator (a worker process per concurrent call: each one
// its own instance) on the harness's database: what an acknowledged change promises holds.
import { pais, toFlat, type RegistroResponse, type StoredGeo } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, readDatabase, seedDatabase } from '@vegeo/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../src/store.js';
import { stress, violations } from '../support/stress.js';
import { client, type Client } from './client.js';

const EDITORS = 20;
/** Editors of the random run; each keeps one call in flight. */
const STRESSED = 8;
let clients: Client[] = [];

beforeAll(async () => {
  await clearUsers();
  const users = await Promise.all(Array.from({ length: EDITORS }, (_, i) => createUser({ email: `carrera${i}@vegeo.test`, role: 'editor' })));
  clients = await Promise.all(users.map((user) => client(user)));
  // Warm, in waves, a worker per editor for each record callable, as instances of a deployed
  // function are: a refused request loads one as well as any.
  const warm = (name: string, most: number) => [1, 5, 10, most].filter((n) => n <= most).map((n) => [name, n] as const);
  for (const [name, wave] of [...warm('crearRegistro', EDITORS), ...warm('editarRegistro', STRESSED), ...warm('borrarRegistro', STRESSED)]) {
    await Promise.all(clients.slice(0, wave).map((c) => c.call(name, {}).catch(() => undefined)));
  }
  // Thirty-six workers, each loading the functions: minutes when the machine is busy.
}, 400_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

const fresh = async () => {
  await clearDatabase();
  const geo = toFlat(pais, { version: 1, updatedAt: Date.now() });
  await seedDatabase('/geo', geo);
  return geo;
};
const audit = async () => Object.values(((await readDatabase('/audit')) ?? {}) as Record<string, AuditRecord>);

describe('concurrent changes through the Functions emulator', { timeout: 240_000 }, () => {
  it('twenty editors creating under twenty municipios at once all succeed, each with its own id', async () => {
    await fresh();
    const municipios = Object.keys(toFlat(pais).municipios).filter((_, i) => i % 16 === 0).slice(0, EDITORS);
    const made = await Promise.all(
      clients.map((c, i) => c.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: `Nueva ${i}`, municipioId: municipios[i] } })),
    );
    expect(new Set(made.map((r) => r.version)).size).toBe(EDITORS);
    for (const [i, r] of made.entries()) expect(await readDatabase(`/geo/parroquias/${r.id}/parroquia`)).toBe(`Nueva ${i}`);
    expect((await audit()).map((e) => e.version).sort((a, b) => a! - b!)).toEqual(Array.from({ length: EDITORS }, (_, i) => i + 2));
  });

  it('twenty editors creating under one municipio at once: every record lands under its own id', async () => {
    await fresh();
    const made = await Promise.all(
      clients.map((c, i) => c.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: `Misma ${i}`, municipioId: '1301' } })),
    );
    expect(new Set(made.map((r) => r.id)).size).toBe(EDITORS);
    const stored = (await readDatabase('/geo/parroquias')) as Record<string, { parroquia: string }>;
    for (const [i, r] of made.entries()) expect(stored[r.id]!.parroquia).toBe(`Misma ${i}`);
  });

  it('random creates, edits and deletes for a while: nothing acknowledged lost, no unjustified refusal', async () => {
    const before = await fresh();
    let view: StoredGeo = before;
    const watching = setInterval(() => void readDatabase('/geo').then((geo) => (view = geo as StoredGeo)), 300);
    const attempts = await stress({
      editors: clients.slice(0, STRESSED).map((c) => (name, data) => c.call<RegistroResponse>(name, data)),
      view: () => view,
      seconds: Number(process.env['VEGEO_STRESS_SECONDS'] ?? 10),
      seed: 7,
    });
    clearInterval(watching);
    const after = (await readDatabase('/geo')) as StoredGeo;
    expect(violations(before, after, await audit(), attempts)).toEqual([]);
    expect(attempts.filter((a) => a.ok).length).toBeGreaterThan(0);
  });

  it('/geo replaced by the owner at a lower version (a forced seed, a restore): warm instances take changes at once', async () => {
    // The instances have heard versions far above 1 in the runs before this one.
    await fresh();
    const municipios = Object.keys(toFlat(pais).municipios).filter((_, i) => i % 16 === 1).slice(0, EDITORS);
    const outcomes = await Promise.allSettled(
      clients.map((c, i) => c.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: `Tras el reemplazo ${i}`, municipioId: municipios[i] } })),
    );
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as { code: string }).code);
    expect(refused).toEqual([]);
    expect(await readDatabase('/geo/meta/version')).toBe(1 + EDITORS);
  });
});
