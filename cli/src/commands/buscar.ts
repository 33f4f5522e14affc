import { Command, Option } from 'commander';
import { examples, jsonOption, parseMax } from './_lib/options.js';
import { respond } from './_lib/respond.js';
import { buscarTable } from '../model/tables.js';
import type { Tipo } from '@vegeo/data';
import type { Context } from '../io.js';

interface BuscarFlags {
  tipo?: Tipo;
  estado?: string;
  municipio?: string;
  max?: number;
  json?: boolean;
}

const TIPOS: readonly Tipo[] = ['estado', 'municipio', 'parroquia'];

/** `vegeo buscar <texto> [--tipo T] [--estado X] [--municipio X] [--max N] [--json]`. */
export function buscarCommand(ctx: Context): Command {
  return new Command('buscar')
    .description('busca estados, municipios y parroquias por nombre aproximado, los mejores primero')
    .argument('<texto...>', 'lo que se busca (admite errores de tipeo y nombres incompletos; sin comillas también)')
    .addOption(new Option('-t, --tipo <tipo>', 'solo este nivel').choices(TIPOS))
    .option('-e, --estado <estado>', 'solo resultados de este estado')
    .option('-M, --municipio <municipio>', 'solo resultados de municipios con este nombre')
    .option('-n, --max <n>', 'como mucho n resultados (por omisión 10)', parseMax)
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo buscar merida', 'vegeo buscar san jose --tipo parroquia --max 5']))
    .action(async (words: string[], flags: BuscarFlags) => {
      const texto = words.join(' ');
      const { tipo, estado, municipio, max } = flags;
      const result = await ctx.lookup.buscar(texto, { tipo, estado, municipio, max });
      await respond(ctx, {
        json: flags.json === true,
        result,
        found: (hits) => hits.length > 0,
        model: (hits) => ({ kind: 'table', table: buscarTable(texto, hits) }),
        miss: { nombre: texto, estado, municipio },
      });
    });
}
