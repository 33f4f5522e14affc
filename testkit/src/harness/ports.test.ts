import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PortInUseError, assertPortsFree, isPortFree } from './ports.js';

let server: Server | undefined;

function listenAnywhere(): Promise<number> {
  server = createServer();
  return new Promise((resolve) => {
    server?.listen(0, '127.0.0.1', () => {
      const address = server?.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('assertPortsFree', () => {
  it('names the taken port, who needed it and how to find the holder', async () => {
    const port = await listenAnywhere();
    const error = await assertPortsFree([{ name: 'Auth emulator', port }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as PortInUseError).port).toBe(port);
    expect((error as Error).message).toContain(`El puerto ${port} (Auth emulator) está ocupado`);
    expect((error as Error).message).toContain(`ss -ltnp 'sport = :${port}'`);
  });

  it('passes once the holder is gone', async () => {
    const port = await listenAnywhere();
    expect(await isPortFree(port)).toBe(false);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    await expect(assertPortsFree([{ name: 'Auth emulator', port }])).resolves.toBeUndefined();
  });
});
