import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { respond } from './_lib/respond.js';
import { municipioCard } from '../model/cards.js';
import type { Context } from '../io.js';

interface MunicipioFlags {
  parroquias?: boolean;
  estado?: string;
  json?: boolean;
}

/** `vegeo municipio [nombre] [--parroquias] [--estado X] [--json]`. */
export function municipioCommand(ctx: Context): Command {
  return new Command('municipio')
    .description('muestra un municipio: capital, estado y parroquias (sin nombre, uno al azar)')
    .argument('[nombre]', 'nombre del municipio, con o sin acentos')
    .option('-p, --parroquias', 'lista los nombres de sus parroquias')
    .option('-e, --estado <estado>', 'busca solo en este estado')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(['vegeo municipio Sucre --estado Miranda', 'vegeo municipio "San Cristóbal" --parroquias']),
    )
    .action(async (nombre: string | undefined, flags: MunicipioFlags) => {
      const result = await ctx.lookup.municipio(nombre, { parroquias: flags.parroquias === true, estado: flags.estado });
      await respond(ctx, {
        json: flags.json === true,
        result,
        found: () => true,
        model: (municipio) => ({ kind: 'card', card: municipioCard(municipio) }),
        miss: { tipo: 'municipio', nombre: nombre ?? '', estado: flags.estado },
      });
    });
}
