import type { Command } from 'commander';
import { answerEstado, type EstadoFlags } from '../responses/answers.js';
import { lookupCommand } from './lookupCommand.js';
import type { Context } from '../io.js';

/** `vegeo estado [nombre] [--municipios] [--json]`. */
export function estadoCommand(ctx: Context): Command {
  return lookupCommand('estado', (operand: string | undefined, flags: EstadoFlags) => answerEstado(ctx, operand, flags));
}
