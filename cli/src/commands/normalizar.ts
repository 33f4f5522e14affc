import { Command, Option } from 'commander';
import { edicionOf } from './db.js';
import { examples, parseCodificacion } from './options.js';
import type { Context } from '../io.js';
import type { NormalizarFlags } from './_lib/normalizar/run.js';

/**
 * `vegeo normalizar archivo.csv`: the file's rows with ids, INE codes, names and a certeza added,
 * on stdout or in --salida; exit 0 every row matched, 1 some to check by hand, 2 bad input.
 */
export function normalizarCommand(ctx: Context): Command {
  return new Command('normalizar')
    .description('lee un CSV con estados, municipios y parroquias escritos a mano y añade sus ids, códigos INE, nombres y certeza')
    .argument('<archivo>', 'el CSV (separado por , o ;, UTF-8 o Windows-1252); - para la entrada estándar')
    .option('--columnas <columnas>', 'las columnas de lugar, si su encabezado no las dice: estado=Edo,municipio=Mun,parroquia=Pq')
    .option('--texto <columna>', 'una columna de texto libre (una dirección) leída como lugares en cualquier orden')
    .option('--codificacion <codificacion>', 'utf-8, windows-1252 o latin1 (por omisión, se detecta)', parseCodificacion)
    .addOption(new Option('--formato <formato>', 'csv (por omisión) o ndjson').choices(['csv', 'ndjson']))
    .option('--salida <archivo>', 'escribe en este archivo en vez de la salida estándar (.ndjson: NDJSON)')
    .addOption(new Option('--nivel <nivel>', 'el nivel más hondo que se quiere').choices(['estado', 'municipio', 'parroquia']))
    .option('--solo-dudosas', 'escribe solo las filas ambiguas o sin par, las que hay que revisar a mano')
    .addHelpText(
      'after',
      '\nAñade las columnas id_estado, id_municipio, id_parroquia (y ine_* con --edicion ine), nombre_*, certeza\n' +
        '(exacta, corregida, ambigua, sin_par), confianza, motivo y alternativas. Sale con 0 si todas las filas\n' +
        'encajan, 1 si alguna hay que revisarla, 2 si el archivo o las opciones no se pueden leer.\n' +
        examples([
          'vegeo normalizar clientes.csv > clientes-vegeo.csv',
          'vegeo normalizar clientes.csv --columnas estado=Edo,municipio=Mun,parroquia=Pq --edicion ine',
          'vegeo normalizar envios.csv --texto Direccion --formato ndjson --salida envios.ndjson',
          'vegeo normalizar clientes.csv --solo-dudosas --salida revisar.csv',
        ]),
    )
    .action(async (archivo: string, flags: NormalizarFlags, command: Command) => {
      const ine = edicionOf(command, ctx) === 'ine';
      const edicion = ine ? (await import('@vegeo/data/ine')).ine : undefined;
      const { normalizarFile } = await import('./_lib/normalizar/run.js');
      ctx.exitCode = await normalizarFile(archivo, flags, ctx.io, edicion, ine);
    });
}
