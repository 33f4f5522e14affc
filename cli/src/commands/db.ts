import { Command, Option } from 'commander';
import { examples, jsonOption, parseDatabaseUrl } from './options.js';
import { edicionWanted, type Edicion } from '../lookup/edition.js';
import type { Context } from '../io.js';
import type { AdminSdkFlags } from '../backend/adminSdk.js';
import type { SeedFlags } from '../backend/db/seed.js';

const databaseUrl = () =>
  new Option('--database-url <url>', 'URL de la Realtime Database (en un proyecto, con credenciales de aplicación predeterminadas)').argParser(parseDatabaseUrl);

/** The edition a db or exportar command works with: the program's `--edicion`, else `VEGEO_EDICION`. */
export function edicionOf(command: Command, ctx: Context): Edicion {
  const given = command.optsWithGlobals<{ edicion?: Edicion }>().edicion;
  return given ?? edicionWanted([], ctx.io.env);
}

/**
 * `vegeo db seed|export|diff`: the database through firebase-admin (emulators or a project);
 * `vegeo db corregir`: the corrections, through the records callables as the signed-in user.
 */
export function dbCommand(ctx: Context): Command {
  const db = new Command('db').description('carga, exporta, compara y corrige /geo en la Realtime Database');
  db.command('seed')
    .description('carga los datos incluidos (o los de --edicion ine) en /geo, en una sola escritura (no pisa cambios sin --force)')
    .option('-f, --force', 'reemplaza /geo aunque tenga cambios')
    .addOption(databaseUrl())
    .action(async (flags: Omit<SeedFlags, 'edicion'>, command: Command) =>
      (await import('../backend/index.js')).seed(ctx, { ...flags, edicion: edicionOf(command, ctx) }),
    );
  db.command('export')
    .description('escribe /geo con la forma y el orden de los datos incluidos (sin archivo, en la salida estándar)')
    .argument('[archivo]', 'archivo de destino')
    .addOption(databaseUrl())
    .action(async (archivo: string | undefined, flags: AdminSdkFlags) =>
      (await import('../backend/index.js')).exportGeo(ctx, archivo, flags),
    );
  db.command('diff')
    .description('muestra lo que /geo cambió respecto de los datos incluidos (o de los de --edicion ine)')
    .addOption(databaseUrl())
    .addOption(jsonOption())
    .action(async (flags: AdminSdkFlags & { json?: boolean }, command: Command) =>
      (await import('../backend/index.js')).diff(ctx, { ...flags, edicion: edicionOf(command, ctx) }),
    );
  db.command('corregir')
    .description(
      'lleva /geo, cargado con los datos incluidos, a la edición ine: ediciones auditadas (cada una con sus fuentes) ' +
        'por las funciones, con la sesión de un editor; no toca lo editado desde la carga y lo lista',
    )
    .addOption(jsonOption())
    .action(async (flags: { json?: boolean }) => (await import('../backend/index.js')).corregir(ctx, flags));
  db.addHelpText(
    'after',
    examples([
      'FIREBASE_DATABASE_EMULATOR_HOST=127.0.0.1:9000 vegeo db seed',
      'vegeo db export venezuela.json --database-url https://mi-proyecto-default-rtdb.firebaseio.com',
      'vegeo db diff',
      'vegeo db seed --edicion ine --force',
      'vegeo db corregir',
      'vegeo db diff --edicion ine --json',
    ]),
  );
  return db;
}
