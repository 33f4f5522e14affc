#!/usr/bin/env node
// `npm run emulators`: the Auth, Realtime Database and (when built) Functions emulators until Ctrl-C.
import { parseArgs } from 'node:util';
import type { EmulatorPorts } from './harness/config.js';
import { startEmulators, type Emulators, type StartEmulatorsOptions } from './harness/emulators.js';
import { missingFunctionsBuild } from './harness/functionsBuild.js';

const USAGE =
  'Uso: npm run emulators -w @vegeo/testkit -- [--database auto|standin|official] [--no-functions]\n' +
  '       [--quiet] [--ports <auth>,<database>,<functions>]   (puertos por omisión: los de firebase.json)';

interface Args {
  database: NonNullable<StartEmulatorsOptions['database']>;
  functions: boolean;
  quiet: boolean;
  ports?: EmulatorPorts;
}

const OPTIONS = {
  database: { type: 'string', default: 'auto' },
  'no-functions': { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  ports: { type: 'string' },
} as const;

function parse(): Args {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({ options: OPTIONS }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const database = values.database;
  if (database !== 'auto' && database !== 'standin' && database !== 'official') throw new Error(USAGE);
  const args: Args = { database, functions: !values['no-functions'], quiet: values.quiet };
  if (values.ports !== undefined) {
    const [auth, db, functions] = values.ports.split(',').map(Number);
    if (!auth || !db || !functions) throw new Error(USAGE);
    args.ports = { auth, database: db, functions };
  }
  return args;
}

function describe(emulators: Emulators): string {
  const database = emulators.database.kind === 'official' ? 'emulador oficial' : 'stand-in de vegeo (testkit)';
  const lines = [
    '',
    `Realtime Database: ${database} — ${emulators.database.reason}`,
    `  Auth       ${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    `  Database   ${emulators.databaseUrl}`,
    emulators.functions
      ? `  Functions  http://127.0.0.1:${emulators.ports.functions}/${emulators.projectId}/us-central1/<nombre>`
      : '  Functions  no arrancado',
    '',
    'Para usarlos desde otra terminal:',
    ...Object.entries(emulators.env).map(([name, value]) => `  export ${name}=${value}`),
    '',
    'Ctrl-C para detener.',
  ];
  return lines.join('\n');
}

/** Calls `stop` on Ctrl-C, SIGTERM or when our parent (npm) goes away without passing a signal on. */
function onShutdown(stop: () => void): void {
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1_000).unref();
}

async function main(): Promise<void> {
  const args = parse();
  let functions = args.functions;
  const missingBuild = functions ? missingFunctionsBuild() : undefined;
  if (missingBuild) {
    console.log(`Functions emulator omitido. ${missingBuild}`);
    functions = false;
  }
  const running: { emulators?: Emulators } = {};
  const starting = new AbortController();
  let stopping = false;
  onShutdown(() => {
    if (stopping) return;
    stopping = true;
    console.log('\nDeteniendo emuladores…');
    if (!running.emulators) return starting.abort();
    running.emulators.stop().then(
      () => console.log('Emuladores detenidos.'),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
      },
    );
  });

  console.log('Arrancando emuladores…');
  running.emulators = await startEmulators({
    database: args.database,
    functions,
    signal: starting.signal,
    ...(args.ports ? { ports: args.ports } : {}),
    log: args.quiet ? () => {} : (line) => console.log(`  ${line}`),
  });
  console.log(describe(running.emulators));
  const crash = await running.emulators.crashed;
  if (stopping) return;
  stopping = true;
  console.error(crash.message);
  await running.emulators.stop();
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
