import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PortInUseError, assertPortsFree, freePorts, isPortFree } from './freePorts.js';

const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const hasSs = spawnSync('ss', ['-V']).status === 0;

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

  it.runIf(hasSs)('says which process holds the port', async () => {
    const port = await listenAnywhere();
    const error = await assertPortsFree([{ name: 'Auth emulator', port }]).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(new RegExp(`Lo que ocupa el puerto ahora:\\nLISTEN .*:${port} .*pid=${process.pid},`));
  });

  it('passes once the holder is gone', async () => {
    const port = await listenAnywhere();
    expect(await isPortFree(port)).toBe(false);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    await expect(assertPortsFree([{ name: 'Auth emulator', port }])).resolves.toBeUndefined();
  });
});

describe('freePorts', () => {
  it('hands out distinct free ports, none of those to avoid', async () => {
    const avoid: number[] = [];
    for (let batch = 0; batch < 4; batch++) avoid.push(...(await freePorts(500, { avoid })));
    expect(new Set(avoid).size).toBe(2000);
    const ports = await freePorts(200, { avoid });
    expect(new Set(ports).size).toBe(200);
    expect(ports.filter((port) => avoid.includes(port))).toEqual([]);
    for (const port of ports.slice(0, 10)) expect(await isPortFree(port)).toBe(true);
  });

  // An outgoing connection takes its local port from that range: one chosen there could be taken
  // between the check and the emulator's bind.
  it.runIf(existsSync(EPHEMERAL_RANGE))('stays below the range the OS hands out to connections and listen(0)', async () => {
    const [low = 0] = readFileSync(EPHEMERAL_RANGE, 'utf8').trim().split(/\s+/).map(Number);
    const ports = await freePorts(300);
    expect(Math.max(...ports)).toBeLessThan(low);
    expect(Math.min(...ports)).toBeGreaterThanOrEqual(10_000);
  });
});
