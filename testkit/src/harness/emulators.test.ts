import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { FUNCTIONS_ENTRY } from './config.js';
import { startEmulators } from './emulators.js';
import { PortInUseError, freePorts, isPortFree } from './ports.js';
import { answers } from './wait.js';

const running = inject('vegeoEmulators');

describe('startEmulators', () => {
  it('refuses to start on ports the running set holds, naming the port', async () => {
    const error = await startEmulators({ database: 'standin', ports: running.ports }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as PortInUseError).port).toBe(running.ports.auth);
    // Nothing of the running set was disturbed.
    expect(await answers(`http://${running.env.FIREBASE_AUTH_EMULATOR_HOST}/`)).toBe(true);
  });

  it('starts on other ports and frees every one on stop', { timeout: 120_000 }, async () => {
    const [auth = 0, database = 0, functions = 0] = await freePorts(3);
    const started = Date.now();
    const emulators = await startEmulators({ database: 'standin', ports: { auth, database, functions } });
    const startSeconds = (Date.now() - started) / 1000;
    try {
      expect(emulators.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(`127.0.0.1:${auth}`);
      expect(emulators.databaseUrl).toBe(`http://127.0.0.1:${database}?ns=demo-vegeo-default-rtdb`);
      expect(await answers(`http://127.0.0.1:${auth}/`)).toBe(true);
      expect(await answers(`http://127.0.0.1:${database}/.json?ns=${emulators.namespace}`)).toBe(true);
    } finally {
      const stopping = Date.now();
      await emulators.stop();
      console.info(`harness start ${startSeconds.toFixed(1)} s, stop ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
    }
    expect(await isPortFree(auth)).toBe(true);
    expect(await isPortFree(database)).toBe(true);
  });

  it.skipIf(existsSync(FUNCTIONS_ENTRY))('asks for the functions build when it is missing', async () => {
    await expect(startEmulators({ functions: true })).rejects.toThrow(
      'compila las funciones (npm run build -w @vegeo/functions)',
    );
  });
});
