// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHttpError } from '../dataProvider/httpErrors.js';
import { CallableError } from '../dataProvider/types.js';
import { createWriteSide } from './writeSide.js';

const REFUSAL = 'Es el último administrador activo: nombre antes a otro administrador, o el proyecto quedaría sin nadie que pueda administrarlo';

// Answers every call as a callable refusing it: the callable protocol's error body and status.
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume().on('end', () => {
      response.writeHead(400, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify({ error: { status: 'FAILED_PRECONDITION', message: REFUSAL, details: { motivo: 'regla' } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createWriteSide over the Functions SDK', () => {
  it("a refusal keeps the server's message exactly as a person reads it (the SDK appends `[400]`)", async () => {
    const app = initializeApp({ projectId: 'demo-vegeo', apiKey: 'demo-api-key' }, 'write-side-test');
    const functions = getFunctions(app, 'us-central1');
    connectFunctionsEmulator(functions, '127.0.0.1', (server.address() as AddressInfo).port);
    const write = createWriteSide(async () => functions);

    const refused = await write.call('setRole', { uid: 'a', role: 'viewer' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CallableError);
    expect(refused).toMatchObject({ code: 'failed-precondition', message: REFUSAL, details: { motivo: 'regla' } });
    expect(toHttpError(refused).message).toBe(REFUSAL);
  });
});
