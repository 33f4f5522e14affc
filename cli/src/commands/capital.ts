import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { answerCapital, type CapitalFlags } from './_lib/answers.js';
import type { Context } from '../io.js';

/** `vegeo capital [--json]`: the Distrito Capital. */
export function capitalCommand(ctx: Context): Command {
  return new Command('capital')
    .description('muestra la capital del país: el Distrito Capital')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo capital', 'vegeo capital --json']))
    .action((flags: CapitalFlags) => answerCapital(ctx, flags));
}
