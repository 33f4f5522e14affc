import type { Command } from 'commander';
import { answerMunicipio, type MunicipioFlags } from '../responses/answers.js';
import { lookupCommand } from './lookupCommand.js';
import type { Context } from '../io.js';

/** `vegeo municipio [nombre] [--parroquias] [--estado X] [--json]`. */
export function municipioCommand(ctx: Context): Command {
  return lookupCommand('municipio', (operand: string | undefined, flags: MunicipioFlags) => answerMunicipio(ctx, operand, flags));
}
