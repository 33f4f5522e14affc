import type { TestProject } from 'vitest/node';
// Brings 'vitest' into the program, so that the ProvidedContext augmentation below applies.
import type {} from 'vitest';
import type { EmulatorPorts } from './config.js';
import { startEmulators, type Emulators, type StartEmulatorsOptions } from './emulators.js';
import type { EmulatorEnv } from './env.js';
import { PortInUseError, freePorts } from './freePorts.js';

/** What the global setup provides to tests: `inject('vegeoEmulators')`. */
export interface ProvidedEmulators {
  projectId: string;
  namespace: string;
  databaseUrl: string;
  database: Emulators['database'];
  functions: boolean;
  ports: EmulatorPorts;
  env: EmulatorEnv;
}

declare module 'vitest' {
  export interface ProvidedContext {
    vegeoEmulators: ProvidedEmulators;
  }
}

function databaseFromEnv(): StartEmulatorsOptions['database'] {
  const wanted = process.env.VEGEO_EMULATORS_DATABASE;
  return wanted === 'standin' || wanted === 'official' ? wanted : 'auto';
}

function portsFromEnv(): EmulatorPorts | undefined {
  const [auth, database, functions] = (process.env.VEGEO_EMULATORS_PORTS ?? '').split(',').map(Number);
  return auth && database && functions ? { auth, database, functions } : undefined;
}

/** Ports the OS reports free now; another run may still take one before we bind it. */
async function anyFreePorts(): Promise<EmulatorPorts> {
  const [auth = 0, database = 0, functions = 0] = await freePorts(3);
  return { auth, database, functions };
}

/**
 * Starts on the ports asked for, or else on free ones, so that suites of several packages (or
 * checkouts) run side by side; a set taken between the check and the start is replaced.
 */
async function startOnPorts(options: StartEmulatorsOptions): Promise<Emulators> {
  const fixed = options.ports ?? portsFromEnv();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmulators({ ...options, ports: fixed ?? (await anyFreePorts()) });
    } catch (error) {
      if (fixed || !(error instanceof PortInUseError) || attempt === 3) throw error;
    }
  }
}

/**
 * A vitest `globalSetup`: starts the emulators once per run, on free ports unless `ports` or
 * `VEGEO_EMULATORS_PORTS=9199,9100,5101` (auth,database,functions) name them, exports their
 * variables to the test processes (process.env) and to `inject('vegeoEmulators')`, and stops
 * them after the run. `VEGEO_EMULATORS_LOG=1` echoes firebase-tools' output;
 * `VEGEO_EMULATORS_DATABASE=standin|official` forces a database.
 *
 * @example
 * // functions/test/globalSetup.ts
 * import { createGlobalSetup } from '@vegeo/testkit/global-setup';
 * export default createGlobalSetup({ functions: true });
 */
export function createGlobalSetup(options: StartEmulatorsOptions = {}) {
  return async function setup(project: TestProject): Promise<() => Promise<void>> {
    const started = Date.now();
    const emulators = await startOnPorts({
      database: databaseFromEnv(),
      ...(process.env.VEGEO_EMULATORS_LOG ? { log: (line: string) => console.error(line) } : {}),
      ...options,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(
      `[vegeo] emuladores listos en ${seconds} s — Realtime Database: ${emulators.database.kind} ` +
        `(${emulators.database.reason})${emulators.functions ? ', con functions' : ''}`,
    );
    const previous = { ...process.env };
    Object.assign(process.env, emulators.env);
    const { stop: _stop, crashed: _crashed, ...provided } = emulators;
    project.provide('vegeoEmulators', provided);
    return async () => {
      process.env = previous;
      await emulators.stop();
    };
  };
}

/** Auth emulator and Realtime Database, no functions. */
export default createGlobalSetup();
