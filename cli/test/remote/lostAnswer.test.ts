import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pais, toFlat } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { createUser, readDatabase, resetEmulators, seedDatabase } from '@vegeo/testkit';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loggedIn, vegeo, vegeoAsync } from './bin.js';

const WRITES = ['editarRegistro', 'borrarRegistro', 'crearRegistro'];

/**
 * A proxy before the Functions emulator that loses the answer to the first sending of each
 * record write: it hands the call on, waits for the function's answer, and answers instead the
 * bare 500 the emulator gives when its hand-off to a worker breaks. Everything else goes through.
 */
function losingFirstAnswers(functionsHost: string) {
  const received: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const name = req.url!.split('?')[0]!.split('/').at(-1)!;
      const first = !received.includes(name);
      received.push(name);
      const answer = await fetch(`http://${functionsHost}${req.url}`, {
        method: req.method,
        headers: { 'Content-Type': req.headers['content-type'] ?? '', Authorization: req.headers.authorization ?? '' },
        body: Buffer.concat(chunks),
      });
      const body = await answer.text();
      const lost = first && WRITES.includes(name);
      res.writeHead(lost ? 500 : answer.status, { 'Content-Type': 'application/json' });
      res.end(lost ? JSON.stringify({ code: 'ECONNRESET' }) : body);
    });
  });
  return { server, received };
}

const proxy = losingFirstAnswers(`127.0.0.1:${inject('vegeoEmulators').ports.functions}`);
let home: string;

beforeAll(async () => {
  await resetEmulators();
  home = loggedIn(await createUser({ email: 'correctora@vegeo.test', role: 'editor' }));
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

describe('db corregir when the answer to a change is lost', () => {
  it('sends it again, finds the first sending applied, and counts it once as applied', async () => {
    // /geo as the ine edition but for three parroquias as the default edition has them: one to
    // rename (Mavaka Mavaka), one to delete, one to create (Marigüitar, the last id under 1806).
    const base = toFlat(pais);
    const geo = toFlat(ine);
    geo.parroquias['010104'] = base.parroquias['010104']!;
    geo.parroquias['111302'] = base.parroquias['111302']!;
    delete geo.parroquias['180601'];
    await seedDatabase('/geo', geo);

    const { port } = proxy.server.address() as AddressInfo;
    const run = await vegeoAsync(['db', 'corregir', '--json'], { home, env: { VEGEO_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${port}` } });
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toEqual({ aplicados: 3, yaAplicados: expect.any(Number), rechazados: [] });
    // Each write twice: the first applied with its answer lost, the second refused as already applied.
    expect(proxy.received.filter((name) => WRITES.includes(name))).toEqual(['editarRegistro', 'editarRegistro', 'borrarRegistro', 'borrarRegistro', 'crearRegistro', 'crearRegistro']);

    expect(vegeo(['db', 'diff', '--edicion', 'ine'], { home }).out).toBe('Sin cambios respecto de los datos de la edición ine.\n');
    const audit = Object.values((await readDatabase('/audit')) as Record<string, { accion: string; tipo: string; id: string }>);
    expect(audit.filter((entry) => entry.tipo === 'parroquia').map((entry) => `${entry.accion} ${entry.id}`).sort()).toEqual(['borrar 111302', 'crear 180601', 'editar 010104']);
  });
});
