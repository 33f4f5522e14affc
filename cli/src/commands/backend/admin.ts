import { Command } from 'commander';
import { examples, jsonOption, parseMax } from '../_lib/options.js';
import type { Context } from '../../io.js';
import type { AuditoriaFlags } from '../../backend/auditoria.js';
import type { RolFlags } from '../../backend/usuarios.js';

/** `vegeo auditoria [--limite N] [--json]` (admins). */
export function auditoriaCommand(ctx: Context): Command {
  return new Command('auditoria')
    .description('lista los cambios recientes, del más nuevo al más antiguo (administradores)')
    .option('-l, --limite <n>', 'cuántos cambios (1 a 500; predeterminado 50)', parseMax)
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo auditoria --limite 10', 'vegeo auditoria --json']))
    .action(async (flags: AuditoriaFlags) => (await import('../../backend/index.js')).auditoria(ctx, flags));
}

/** `vegeo usuarios rol <email|uid> <rol> [--admin-sdk]`. */
export function usuariosCommand(ctx: Context): Command {
  const usuarios = new Command('usuarios').description('gestiona las cuentas del servicio (administradores)');
  usuarios
    .command('rol')
    .description('asigna un rol (lector, editor o administrador) a una cuenta')
    .argument('<cuenta>', 'correo o uid de la cuenta')
    .argument('<rol>', 'lector, editor o administrador')
    .option('--admin-sdk', 'con credenciales de administrador (firebase-admin), sin sesión: para crear el primer administrador')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples([
        'vegeo usuarios rol ana@ejemplo.com editor',
        'FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 vegeo usuarios rol ana@ejemplo.com administrador --admin-sdk',
      ]),
    )
    .action(async (cuenta: string, rol: string, flags: RolFlags) =>
      (await import('../../backend/index.js')).rol(ctx, cuenta, rol, flags),
    );
  return usuarios;
}
