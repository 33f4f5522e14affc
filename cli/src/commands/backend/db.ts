import { Command, Option } from 'commander';
import { examples, jsonOption } from '../_lib/options.js';
import type { Context } from '../../io.js';
import type { AdminFlags } from '../../backend/db/admin.js';
import type { SeedFlags } from '../../backend/db/seed.js';

const databaseUrl = () =>
  new Option('--database-url <url>', 'URL de la Realtime Database (en un proyecto, con credenciales de aplicación predeterminadas)');

/** `vegeo db seed|export|diff`: the database through firebase-admin (emulators or a project). */
export function dbCommand(ctx: Context): Command {
  const db = new Command('db').description('carga, exporta y compara /geo en la Realtime Database (firebase-admin)');
  db.command('seed')
    .description('carga los datos incluidos en /geo, en una sola escritura (no pisa cambios sin --force)')
    .option('-f, --force', 'reemplaza /geo aunque tenga cambios')
    .addOption(databaseUrl())
    .action(async (flags: SeedFlags) => (await import('../../backend/index.js')).seed(ctx, flags));
  db.command('export')
    .description('escribe /geo con la forma y el orden de los datos incluidos (sin archivo, en la salida estándar)')
    .argument('[archivo]', 'archivo de destino')
    .addOption(databaseUrl())
    .action(async (archivo: string | undefined, flags: AdminFlags) =>
      (await import('../../backend/index.js')).exportGeo(ctx, archivo, flags),
    );
  db.command('diff')
    .description('muestra lo que /geo cambió respecto de los datos incluidos')
    .addOption(databaseUrl())
    .addOption(jsonOption())
    .action(async (flags: AdminFlags & { json?: boolean }) => (await import('../../backend/index.js')).diff(ctx, flags));
  db.addHelpText(
    'after',
    examples([
      'FIREBASE_DATABASE_EMULATOR_HOST=127.0.0.1:9000 vegeo db seed',
      'vegeo db export venezuela.json --database-url https://mi-proyecto-default-rtdb.firebaseio.com',
      'vegeo db diff',
    ]),
  );
  return db;
}
