import { Command } from 'commander';
import { examples, jsonOption } from './options.js';
import type { Context } from '../io.js';
import type { RestaurarFlags } from '../backend/restaurar.js';

/** `vegeo restaurar <clave> | --importacion <id>` (admins): undoes an audited change, or a whole import. */
export function restaurarCommand(ctx: Context): Command {
  return new Command('restaurar')
    .description('deshace un cambio de la auditoría, o todos los de una importación (administradores)')
    .argument('[clave]', 'la clave del cambio en la auditoría')
    .option('--importacion <id>', 'deshace todos los lotes de esa importación, como un solo cambio')
    .option('--nota <texto>', 'por qué se deshace, guardado en la auditoría')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo restaurar -NxYz123abc', 'vegeo restaurar --importacion 3f9a0c1d2e4b5a6c7d8e9f01 --nota "lista equivocada"']))
    .action(async (clave: string | undefined, flags: RestaurarFlags) => (await import('../backend/index.js')).restaurar(ctx, clave, flags));
}
