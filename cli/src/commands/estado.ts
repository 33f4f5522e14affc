import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { answerEstado, type EstadoFlags } from './_lib/answers.js';
import type { Context } from '../io.js';

/** `vegeo estado [nombre] [--municipios] [--json]`. */
export function estadoCommand(ctx: Context): Command {
  return new Command('estado')
    .description('muestra un estado: capital, código ISO, municipios y parroquias (sin nombre, el Distrito Capital)')
    .argument('[nombre]', 'nombre del estado, con o sin acentos')
    .option('-m, --municipios', 'lista los nombres de sus municipios')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo estado "Mérida"', 'vegeo estado zulia --municipios', 'vegeo estado Lara --json']))
    .action((nombre: string | undefined, flags: EstadoFlags) => answerEstado(ctx, nombre, flags));
}
