import { Command } from 'commander';
import { examples, jsonOption, parseMax } from './options.js';
import type { Context } from '../io.js';
import type { AuditoriaFlags } from '../backend/auditoria.js';

/** `vegeo auditoria [--limite N] [--json]` (admins). */
export function auditoriaCommand(ctx: Context): Command {
  return new Command('auditoria')
    .description('lista los cambios recientes, del más nuevo al más antiguo (administradores)')
    .option('-l, --limite <n>', 'cuántos cambios (1 a 500; predeterminado 50)', parseMax)
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo auditoria --limite 10', 'vegeo auditoria --json']))
    .action(async (flags: AuditoriaFlags) => (await import('../backend/index.js')).auditoria(ctx, flags));
}
