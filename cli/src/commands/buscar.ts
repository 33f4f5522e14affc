import type { Command } from 'commander';
import { answerBuscar, type BuscarFlags } from '../responses/answers.js';
import { lookupCommand } from './lookupCommand.js';
import type { Context } from '../io.js';

/** `vegeo buscar <texto> [--tipo T] [--estado X] [--municipio X] [--max N] [--json]`. */
export function buscarCommand(ctx: Context): Command {
  return lookupCommand('buscar', (operand: string[], flags: BuscarFlags) => answerBuscar(ctx, operand, flags));
}
