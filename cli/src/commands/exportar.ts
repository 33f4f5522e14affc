import { Command, InvalidArgumentError, Option } from 'commander';
import { exportar, FORMATOS, NIVELES, pais, type Formato, type Nivel } from '@vegeo/data';
import { edicionOf } from './db.js';
import { examples } from './options.js';
import { usage } from '../userError.js';
import type { Context } from '../io.js';

interface ExportarFlags {
  formato: Formato;
  nivel?: Nivel;
}

/**
 * `--nivel`: one of `NIVELES`, or its singular (`parroquia`, as the command `vegeo parroquia`
 * names it). Its choices stay the plural ones, which the help and the completions offer.
 */
function nivelOption(): Option {
  const option = new Option('--nivel <nivel>', 'solo estados, municipios o parroquias (csv lo necesita; sql no lo admite)').choices(NIVELES);
  return option.argParser((value: string): Nivel => {
    const nivel = NIVELES.find((plural) => plural === value || plural === `${value}s`);
    if (!nivel) throw new InvalidArgumentError(`Allowed choices are ${NIVELES.join(', ')}.`);
    return nivel;
  });
}

/**
 * `vegeo exportar --formato csv|ndjson|sql|json [--nivel …] [--edicion …]`: the data, as the
 * files in @vegeo/data's descargas/, on stdout.
 */
export function exportarCommand(ctx: Context): Command {
  return new Command('exportar')
    .description('escribe los datos en la salida estándar: CSV, NDJSON, SQL (PostgreSQL, MySQL/MariaDB y SQLite) o JSON')
    .addOption(new Option('--formato <formato>', 'csv (una tabla), ndjson, sql (las tres tablas, con sus claves) o json').choices(FORMATOS).makeOptionMandatory())
    .addOption(nivelOption())
    .addHelpText(
      'after',
      examples([
        'vegeo exportar --formato csv --nivel parroquias > parroquias.csv',
        'vegeo exportar --formato sql --edicion ine > vegeo.sql',
        'vegeo exportar --formato ndjson --nivel municipios',
        'vegeo exportar --formato json',
      ]),
    )
    .action(async ({ formato, nivel }: ExportarFlags, command: Command) => {
      if (formato === 'csv' && !nivel) throw usage(`--formato csv escribe una sola tabla: indique --nivel ${NIVELES.join(', ')}.`);
      if (formato === 'sql' && nivel) throw usage('--formato sql escribe las tres tablas juntas (sus claves foráneas las unen): quite --nivel.');
      const data = edicionOf(command, ctx) === 'ine' ? (await import('@vegeo/data/ine')).ine : pais;
      ctx.io.stdout.write(exportar(data, { formato, nivel }));
    });
}
