import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { respond } from './_lib/respond.js';
import { estadoCard } from '../model/cards.js';
import type { Context } from '../io.js';

interface CapitalFlags {
  json?: boolean;
}

/** `vegeo capital [--json]`: the Distrito Capital. */
export function capitalCommand(ctx: Context): Command {
  return new Command('capital')
    .description('muestra la capital del país: el Distrito Capital')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo capital', 'vegeo capital --json']))
    .action(async (flags: CapitalFlags) => {
      const result = await ctx.lookup.capital();
      await respond(ctx, {
        json: flags.json === true,
        result,
        found: () => true,
        model: (estado) => ({ kind: 'card', card: estadoCard(estado) }),
        miss: { tipo: 'estado', nombre: 'Distrito Capital' },
      });
    });
}
