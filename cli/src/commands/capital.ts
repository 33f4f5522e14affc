import type { Command } from 'commander';
import { answerCapital, type CapitalFlags } from '../responses/answers.js';
import { lookupCommand } from './lookupCommand.js';
import type { Context } from '../io.js';

/** `vegeo capital [--json]`: the Distrito Capital. */
export function capitalCommand(ctx: Context): Command {
  return lookupCommand('capital', (_none: undefined, flags: CapitalFlags) => answerCapital(ctx, flags));
}
