import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { answerMunicipio, type MunicipioFlags } from './_lib/answers.js';
import type { Context } from '../io.js';

/** `vegeo municipio [nombre] [--parroquias] [--estado X] [--json]`. */
export function municipioCommand(ctx: Context): Command {
  return new Command('municipio')
    .description('muestra un municipio: capital, estado y parroquias (sin nombre, uno al azar)')
    .argument('[nombre]', 'nombre del municipio, con o sin acentos')
    .option('-p, --parroquias', 'lista los nombres de sus parroquias')
    .option('-e, --estado <estado>', 'busca solo en este estado')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(['vegeo municipio Sucre --estado Miranda', 'vegeo municipio "San Cristóbal" --parroquias']),
    )
    .action((nombre: string | undefined, flags: MunicipioFlags) => answerMunicipio(ctx, nombre, flags));
}
