import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBackend } from './openBackend.js';
import { writeConfigFile } from './files.js';
import type { CallableError } from './callableErrors.js';

/**
 * What the server does with the n-th request it receives (from 0): answer a status and a JSON
 * body (`undefined`: an empty body), or `'drop'` the connection before answering.
 */
type Reply = [number, unknown] | 'drop';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A backend signed in on the emulators, whose functions and database are one local server. */
async function backendAnswering(reply: (n: number, path: string) => Reply) {
  const paths: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      const answer = reply(paths.length, path);
      paths.push(path);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer[0], { 'Content-Type': 'application/json' });
      res.end(answer[1] === undefined ? '' : JSON.stringify(answer[1]));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const home = await mkdtemp(join(tmpdir(), 'vegeo-'));
  await writeConfigFile(join(home, 'vegeo'), 'session.json', {
    email: 'ana@vegeo.test',
    uid: 'u1',
    idToken: 't',
    refreshToken: 'r',
    expiresAt: Date.now() + 3_600_000,
    project: 'demo-vegeo',
    emulators: true,
  });
  const env = { XDG_CONFIG_HOME: home, VEGEO_EMULATORS: '1', VEGEO_FUNCTIONS_EMULATOR_HOST: host, FIREBASE_DATABASE_EMULATOR_HOST: host };
  return { backend: await openBackend({ env }), paths };
}

const failure = (promise: Promise<unknown>): Promise<CallableError> =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: CallableError) => error,
  );

/** The Functions emulator's own 500 when its request to the worker breaks: the socket error as JSON. */
const BARE_500: Reply = [500, { code: 'ECONNRESET' }];
const ESTADO = { estado: 'Mérida' };

describe('a call that meets a transient failure', () => {
  it('is sent again after a bare 500, a 503 UNAVAILABLE or a dropped connection, and gets its answer', async () => {
    const firsts: Reply[] = [BARE_500, [503, { error: { status: 'UNAVAILABLE', message: 'The service is currently unavailable.' } }], 'drop', [502, undefined]];
    for (const first of firsts) {
      const { backend, paths } = await backendAnswering((n) => (n === 0 ? first : [200, { result: ESTADO }]));
      expect(await backend.call('estado', { nombre: 'Mérida' })).toEqual(ESTADO);
      expect(paths).toEqual(['/demo-vegeo/us-central1/estado', '/demo-vegeo/us-central1/estado']);
    }
  });

  it('is sent three times at most, then ends as a server error (exit 5)', async () => {
    const { backend, paths } = await backendAnswering(() => BARE_500);
    const error = await failure(backend.call('estado', { nombre: 'Mérida' }));
    expect([error.message, error.exitCode]).toEqual(['Error del servidor: respuesta inesperada del servidor (HTTP 500).', 5]);
    expect(paths).toHaveLength(3);
  });

  it('a record write, resent and refused, says the first sending may have been applied', async () => {
    const conflict = { status: 'FAILED_PRECONDITION', message: "Otro usuario cambió la parroquia '160703' (versión 9, leída 8)", details: { motivo: 'version', version: 9 } };
    const { backend, paths } = await backendAnswering((n) => (n === 0 ? BARE_500 : [400, { error: conflict }]));
    const error = await failure(backend.call('editarRegistro', { tipo: 'parroquia', id: '160703', datos: { parroquia: 'Yaguaraparo' }, version: 8 }));
    expect(paths).toHaveLength(2);
    expect([error.status, error.resent, error.exitCode]).toEqual(['FAILED_PRECONDITION', true, 1]);
    expect(error.message).toBe(
      "Conflicto de versión: Otro usuario cambió la parroquia '160703' (versión 9, leída 8). Se envió dos veces por un fallo transitorio del servidor: puede que el primer envío ya se aplicara.",
    );
  });
});

describe('a call that is not sent again', () => {
  it('a function’s own internal error, which carries its message', async () => {
    const internal = { status: 'INTERNAL', message: 'Error interno del servidor; inténtelo de nuevo más tarde' };
    const { backend, paths } = await backendAnswering(() => [500, { error: internal }]);
    const error = await failure(backend.call('estado', { nombre: 'Mérida' }));
    expect([error.message, error.exitCode, error.resent]).toEqual(['Error del servidor: Error interno del servidor; inténtelo de nuevo más tarde.', 5, false]);
    expect(paths).toHaveLength(1);
  });

  it('a refusal (4xx), however it is answered', async () => {
    const refusals: Reply[] = [
      [429, { error: { status: 'RESOURCE_EXHAUSTED', message: 'Límite de consultas' } }],
      [400, { error: { status: 'INVALID_ARGUMENT', message: 'Falta el nombre' } }],
      [404, undefined],
    ];
    for (const refusal of refusals) {
      const { backend, paths } = await backendAnswering(() => refusal);
      const error = await failure(backend.call('estado', { nombre: 'Mérida' }));
      expect([paths.length, error.resent]).toEqual([1, false]);
    }
  });

  it('an account write: only the reads and the record writes are sent again', async () => {
    const { backend, paths } = await backendAnswering(() => BARE_500);
    const error = await failure(backend.call('desactivarUsuario', { uid: 'u2', desactivado: true }));
    expect([error.exitCode, paths.length]).toEqual([5, 1]);
  });
});

describe('a database read', () => {
  it('is sent again after a bare 500 or a dropped connection', async () => {
    const { backend, paths } = await backendAnswering((n) => (n === 0 ? 'drop' : n === 1 ? [500, undefined] : [200, { version: 4 }]));
    expect(await backend.read('geo/meta')).toEqual({ version: 4 });
    expect(paths).toEqual(['/geo/meta.json', '/geo/meta.json', '/geo/meta.json']);
  });
});
