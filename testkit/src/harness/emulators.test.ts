import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { installFakeJava, type FakeJava } from '../_test/fakeJava.js';
import { startEmulators } from './emulators.js';
import { officialDatabaseJar } from './officialDatabase.js';
import { PortInUseError, freePorts, isPortFree } from './freePorts.js';
import { answers } from './wait.js';

const running = inject('vegeoEmulators');
let java: FakeJava | undefined;

afterEach(() => {
  java?.remove();
  java = undefined;
});

describe('startEmulators', () => {
  it('refuses to start on ports the running set holds, naming the port', async () => {
    const error = await startEmulators({ database: 'standin', ports: running.ports }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as PortInUseError).port).toBe(running.ports.auth);
    // Nothing of the running set was disturbed.
    expect(await answers(`http://${running.env.FIREBASE_AUTH_EMULATOR_HOST}/`)).toBe(true);
  });

  // The official emulator's java is spawned detached, in a group of its own; this one also
  // ignores the SIGINT firebase-tools stops it with, so only the supervisor's cleanup ends it.
  it('runs the official emulator where it can start, on other ports, and leaves nothing behind', { timeout: 120_000 }, async () => {
    java = installFakeJava('21.0.5', { ignoreSigint: true });
    writeFileSync(officialDatabaseJar(), '');
    const [auth = 0, database = 0, functions = 0] = await freePorts(3);
    const started = Date.now();
    const emulators = await startEmulators({ ports: { auth, database, functions } });
    const startSeconds = (Date.now() - started) / 1000;
    let stopSeconds = 0;
    try {
      expect(emulators.database.kind).toBe('official');
      expect(emulators.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(`127.0.0.1:${auth}`);
      expect(emulators.databaseUrl).toBe(`http://127.0.0.1:${database}?ns=demo-vegeo-default-rtdb`);
      expect(await answers(`http://127.0.0.1:${auth}/`)).toBe(true);
      expect(await answers(`http://127.0.0.1:${database}/.json?ns=${emulators.namespace}`)).toBe(true);
    } finally {
      const stopping = Date.now();
      await emulators.stop();
      stopSeconds = (Date.now() - stopping) / 1000;
    }
    console.info(`harness start ${startSeconds.toFixed(1)} s, stop ${stopSeconds.toFixed(1)} s`);
    expect(await isPortFree(auth)).toBe(true);
    expect(await isPortFree(database)).toBe(true);
    const javaPid = Number(readFileSync(java.pidFile, 'utf8'));
    expect(() => process.kill(javaPid, 0)).toThrow(/ESRCH/);
  });
});
