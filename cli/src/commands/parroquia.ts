import type { Command } from 'commander';
import { answerParroquia, type ParroquiaFlags } from '../responses/answers.js';
import { lookupCommand } from './lookupCommand.js';
import type { Context } from '../io.js';

/** `vegeo parroquia [nombre] [--municipio X] [--estado X] [--json]`. */
export function parroquiaCommand(ctx: Context): Command {
  return lookupCommand('parroquia', (operand: string | undefined, flags: ParroquiaFlags) => answerParroquia(ctx, operand, flags));
}
