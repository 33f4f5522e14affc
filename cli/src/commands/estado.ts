import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { respond } from './_lib/respond.js';
import { estadoCard } from '../model/cards.js';
import type { Context } from '../io.js';

interface EstadoFlags {
  municipios?: boolean;
  json?: boolean;
}

/** `vegeo estado [nombre] [--municipios] [--json]`. */
export function estadoCommand(ctx: Context): Command {
  return new Command('estado')
    .description('muestra un estado: capital, código ISO, municipios y parroquias (sin nombre, el Distrito Capital)')
    .argument('[nombre]', 'nombre del estado, con o sin acentos')
    .option('-m, --municipios', 'lista los nombres de sus municipios')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo estado "Mérida"', 'vegeo estado zulia --municipios', 'vegeo estado Lara --json']))
    .action(async (nombre: string | undefined, flags: EstadoFlags) => {
      const result = await ctx.lookup.estado(nombre, { municipios: flags.municipios === true });
      await respond(ctx, {
        json: flags.json === true,
        result,
        found: () => true,
        model: (estado) => ({ kind: 'card', card: estadoCard(estado) }),
        miss: { tipo: 'estado', nombre: nombre ?? '' },
      });
    });
}
