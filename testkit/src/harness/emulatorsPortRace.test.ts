import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Ports from './freePorts.js';

// The auxiliary ports handed to firebase-tools are checked free, then bound by it seconds later;
// here the first ones handed out are taken by someone else in between, as happens on a busy CI.
const taken: Server[] = [];
vi.mock('./freePorts.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Ports>();
  let calls = 0;
  return {
    ...actual,
    freePorts: async (count: number, options?: Parameters<typeof actual.freePorts>[1]) => {
      const ports = await actual.freePorts(count, options);
      if (++calls === 2) {
        // The second call is startEmulators' own (the first is this test's): its hub port is taken.
        const server = createServer();
        await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
        taken.push(server);
      }
      return ports;
    },
  };
});

const { startEmulators } = await import('./emulators.js');
const { freePorts, isPortFree } = await import('./freePorts.js');
const { answers } = await import('./wait.js');

afterEach(async () => {
  await Promise.all(taken.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('startEmulators, when a port it chose is taken before firebase-tools binds it', () => {
  it('starts again on other auxiliary ports, and stops cleanly', { timeout: 120_000 }, async () => {
    const [auth = 0, database = 0, functions = 0] = await freePorts(3);
    const lines: string[] = [];
    const emulators = await startEmulators({ database: 'standin', ports: { auth, database, functions }, log: (line) => lines.push(line) });
    try {
      expect(taken).toHaveLength(1);
      // The first firebase-tools said why it gave up; the second one answers.
      expect(lines.join('\n')).toMatch(/port taken|is not open on/i);
      expect(await answers(`http://127.0.0.1:${auth}/`)).toBe(true);
      expect(await answers(`http://127.0.0.1:${database}/.json?ns=${emulators.namespace}`)).toBe(true);
    } finally {
      await emulators.stop();
    }
    expect(await isPortFree(auth)).toBe(true);
  });
});
