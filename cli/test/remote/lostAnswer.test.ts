import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pais, toFlat } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { createUser, readDatabase, resetEmulators, seedDatabase } from '@vegeo/testkit';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loggedIn, vegeo, vegeoAsync } from './bin.js';

const WRITES = ['editarRegistro', 'borrarRegistro', 'crearRegistro'];

/**
 * A proxy before the Functions emulator that meddles with the first sending of each record write;
 * everything else goes through.
 * - `lose`: it hands the call on, waits for the function's answer, and answers instead the bare
 *   500 the emulator gives when its hand-off to a worker breaks.
 * - `race`: an identical call, as another run correcting the same record, reaches the function
 *   first; the call's own answer (a refusal, the record being corrected already) is answered.
 */
function meddlingWithFirstWrites(functionsHost: string, mode: 'lose' | 'race') {
  const received: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const name = req.url!.split('?')[0]!.split('/').at(-1)!;
      const first = !received.includes(name) && WRITES.includes(name);
      received.push(name);
      const forward = () =>
        fetch(`http://${functionsHost}${req.url}`, {
          method: req.method,
          headers: { 'Content-Type': req.headers['content-type'] ?? '', Authorization: req.headers.authorization ?? '' },
          body: Buffer.concat(chunks),
        });
      if (first && mode === 'race') {
        received.push(name); // the other run's call
        await (await forward()).text();
      }
      const answer = await forward();
      const body = await answer.text();
      const lost = first && mode === 'lose';
      res.writeHead(lost ? 500 : answer.status, { 'Content-Type': 'application/json' });
      res.end(lost ? JSON.stringify({ code: 'ECONNRESET' }) : body);
    });
  });
  return { server, received };
}

/** /geo as the ine edition but for three parroquias as the default edition has them: one to
 * rename (Mavaka Mavaka), one to delete, one to create (Marigüitar, the last id under 1806). */
async function seedThreeToCorrect(): Promise<void> {
  const base = toFlat(pais);
  const geo = toFlat(ine);
  geo.parroquias['010104'] = base.parroquias['010104']!;
  geo.parroquias['111302'] = base.parroquias['111302']!;
  delete geo.parroquias['180601'];
  await seedDatabase('/geo', geo);
}

const functionsHost = `127.0.0.1:${inject('vegeoEmulators').ports.functions}`;
const proxy = meddlingWithFirstWrites(functionsHost, 'lose');
const racing = meddlingWithFirstWrites(functionsHost, 'race');
const through = (meddling: typeof proxy) => ({ VEGEO_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${(meddling.server.address() as AddressInfo).port}` });
let home: string;

beforeAll(async () => {
  await resetEmulators();
  home = loggedIn(await createUser({ email: 'correctora@vegeo.test', role: 'editor' }));
  for (const { server } of [proxy, racing]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => Promise.all([proxy, racing].map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve())))));

describe('db corregir when the answer to a change is lost', () => {
  it('sends it again, finds the first sending applied, and counts it once as applied', async () => {
    await seedThreeToCorrect();
    const run = await vegeoAsync(['db', 'corregir', '--json'], { home, env: through(proxy) });
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toEqual({ aplicados: 3, yaAplicados: expect.any(Number), rechazados: [] });
    // Each write twice: the first applied with its answer lost, the second refused as already applied.
    expect(proxy.received.filter((name) => WRITES.includes(name))).toEqual(['editarRegistro', 'editarRegistro', 'borrarRegistro', 'borrarRegistro', 'crearRegistro', 'crearRegistro']);

    expect(vegeo(['db', 'diff', '--edicion', 'ine'], { home }).out).toBe('Sin cambios respecto de los datos de la edición ine.\n');
    const audit = Object.values((await readDatabase('/audit')) as Record<string, { accion: string; tipo: string; id: string }>);
    expect(audit.filter((entry) => entry.tipo === 'parroquia').map((entry) => `${entry.accion} ${entry.id}`).sort()).toEqual(['borrar 111302', 'crear 180601', 'editar 010104']);
  });
});

describe('db corregir while another run makes the same corrections', () => {
  it('finds each refused change already made, and counts it among those already corrected, not as refused', async () => {
    await seedThreeToCorrect();
    const before = await readDatabase('/audit');
    const run = await vegeoAsync(['db', 'corregir', '--json'], { home, env: through(racing) });
    expect(run.code, run.err).toBe(0);
    const done = JSON.parse(run.out) as { aplicados: number; yaAplicados: number; rechazados: unknown[] };
    expect(done).toMatchObject({ aplicados: 0, rechazados: [] });
    // Each write twice, the other run's first; theirs applied, ours refused as made already.
    expect(racing.received.filter((name) => WRITES.includes(name))).toEqual(['editarRegistro', 'editarRegistro', 'borrarRegistro', 'borrarRegistro', 'crearRegistro', 'crearRegistro']);
    expect(vegeo(['db', 'diff', '--edicion', 'ine'], { home }).out).toBe('Sin cambios respecto de los datos de la edición ine.\n');
    // The three are counted with those the run found corrected already: all but none.
    const again = vegeo(['db', 'corregir', '--json'], { home });
    expect(JSON.parse(again.out)).toEqual({ aplicados: 0, yaAplicados: done.yaAplicados, rechazados: [] });
    const audit = (await readDatabase('/audit')) as Record<string, unknown>;
    expect(Object.keys(audit).length - Object.keys((before ?? {}) as object).length).toBe(3);
  });
});
