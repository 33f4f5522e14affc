import { Command } from 'commander';
import { examples, jsonOption } from './_lib/options.js';
import { respond } from './_lib/respond.js';
import { parroquiaCard } from '../model/cards.js';
import { parroquiaTable } from '../model/tables.js';
import type { ParroquiaResult } from '@vegeo/data';
import type { Context } from '../io.js';
import type { Model } from '../model/types.js';

interface ParroquiaFlags {
  municipio?: string;
  estado?: string;
  json?: boolean;
}

// The library answers every parroquia of that name (a list), or one drawn at random without a name.
function modelOf(result: ParroquiaResult[] | ParroquiaResult): Model {
  const list = Array.isArray(result) ? result : [result];
  const [only] = list;
  return list.length === 1 && only !== undefined
    ? { kind: 'card', card: parroquiaCard(only) }
    : { kind: 'table', table: parroquiaTable(list) };
}

/** `vegeo parroquia [nombre] [--municipio X] [--estado X] [--json]`. */
export function parroquiaCommand(ctx: Context): Command {
  return new Command('parroquia')
    .description('muestra las parroquias de ese nombre: municipio, capital y estado (sin nombre, una al azar)')
    .argument('[nombre]', 'nombre de la parroquia, con o sin acentos')
    .option('-M, --municipio <municipio>', 'solo parroquias de municipios con este nombre')
    .option('-e, --estado <estado>', 'solo parroquias de este estado')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo parroquia Libertad', 'vegeo parroquia Catedral --estado Lara']))
    .action(async (nombre: string | undefined, flags: ParroquiaFlags) => {
      const result = await ctx.lookup.parroquia(nombre, { municipio: flags.municipio, estado: flags.estado });
      await respond(ctx, {
        json: flags.json === true,
        result,
        found: (found) => !Array.isArray(found) || found.length > 0,
        model: modelOf,
        miss: { tipo: 'parroquia', nombre: nombre ?? '', estado: flags.estado, municipio: flags.municipio },
      });
    });
}
