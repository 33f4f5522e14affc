import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { answerParroquia, type ParroquiaFlags } from './_lib/answers.js';
import type { Context } from '../io.js';

/** `vegeo parroquia [nombre] [--municipio X] [--estado X] [--json]`. */
export function parroquiaCommand(ctx: Context): Command {
  return new Command('parroquia')
    .description('muestra las parroquias de ese nombre: municipio, capital y estado (sin nombre, una al azar)')
    .argument('[nombre]', 'nombre de la parroquia, con o sin acentos')
    .option('-M, --municipio <municipio>', 'solo parroquias de municipios con este nombre')
    .option('-e, --estado <estado>', 'solo parroquias de este estado')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo parroquia Libertad', 'vegeo parroquia Catedral --estado Lara']))
    .action((nombre: string | undefined, flags: ParroquiaFlags) => answerParroquia(ctx, nombre, flags));
}
