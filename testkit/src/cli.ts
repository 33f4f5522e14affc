#!/usr/bin/env node
// `npm run emulators`: the Auth, Realtime Database and (when built) Functions emulators until Ctrl-C.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FUNCTIONS_ENTRY } from './harness/config.js';
import { startEmulators, type Emulators, type StartEmulatorsOptions } from './harness/emulators.js';

const USAGE = `Uso: npm run emulators -- [--database auto|standin|official] [--no-functions] [--quiet]`;

function parse(): { database: NonNullable<StartEmulatorsOptions['database']>; functions: boolean; quiet: boolean } {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'auto' },
      'no-functions': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
  });
  const database = values.database;
  if (database !== 'auto' && database !== 'standin' && database !== 'official') throw new Error(USAGE);
  return { database, functions: !values['no-functions'], quiet: values.quiet };
}

function describe(emulators: Emulators): string {
  const database = emulators.database.kind === 'official' ? 'emulador oficial' : 'stand-in de vegeo (testkit)';
  const lines = [
    '',
    `Realtime Database: ${database} — ${emulators.database.reason}`,
    `  Auth       127.0.0.1:${emulators.ports.auth}`,
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

async function main(): Promise<void> {
  const args = parse();
  let functions = args.functions;
  if (functions && !existsSync(FUNCTIONS_ENTRY)) {
    console.log(`Functions emulator omitido: no existe ${FUNCTIONS_ENTRY} (compila con npm run build -w @vegeo/functions).`);
    functions = false;
  }
  console.log('Arrancando emuladores…');
  const emulators = await startEmulators({
    database: args.database,
    functions,
    log: args.quiet ? () => {} : (line) => console.log(`  ${line}`),
  });
  console.log(describe(emulators));

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    console.log('\nDeteniendo emuladores…');
    emulators.stop().then(
      () => console.log('Emuladores detenidos.'),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
