import { Command, Option } from 'commander';
import { examples, jsonOption, parseMax } from './_lib/options.js';
import { answerBuscar, type BuscarFlags } from './_lib/answers.js';
import { TIPOS } from './_lib/values.js';
import type { Context } from '../io.js';

/** `vegeo buscar <texto> [--tipo T] [--estado X] [--municipio X] [--max N] [--json]`. */
export function buscarCommand(ctx: Context): Command {
  return new Command('buscar')
    .description('busca estados, municipios y parroquias por nombre aproximado, o por una de sus ciudades, los mejores primero')
    .argument('<texto...>', 'lo que se busca (admite errores de tipeo y nombres incompletos; sin comillas también)')
    .addOption(new Option('-t, --tipo <tipo>', 'solo este nivel').choices(TIPOS))
    .option('-e, --estado <estado>', 'solo resultados de este estado')
    .option('-M, --municipio <municipio>', 'solo resultados de municipios con este nombre')
    .option('-n, --max <n>', 'como mucho n resultados (por omisión 10)', parseMax)
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo buscar merida', 'vegeo buscar catedral lara', 'vegeo buscar barquisimeto', 'vegeo buscar san jose --tipo parroquia --max 5']))
    .action((words: string[], flags: BuscarFlags) => answerBuscar(ctx, words, flags));
}
