import { Command, Option } from 'commander';
import { examples, jsonOption } from './options.js';
import type { Context } from '../io.js';
import type { RolFlags } from '../backend/accounts/rol.js';
import type { InvitarFlags } from '../backend/accounts/invitar.js';
import type { UsuariosFlags } from '../backend/accounts/usuarios.js';

const load = () => import('../backend/index.js');

const rolOption = (what: string) => new Option('--rol <rol>', `${what}: lector, editor o administrador (predeterminado: lector)`);

/** `vegeo usuarios listar|crear|invitar|rol|desactivar|activar|borrar` (admins; `rol --admin-sdk` with admin credentials). */
export function usuariosCommand(ctx: Context): Command {
  const usuarios = new Command('usuarios').description('gestiona las cuentas del servicio y sus roles (administradores)');
  usuarios
    .command('listar')
    .description('lista las cuentas: correo, nombre, rol, métodos de acceso, fechas y estado')
    .option('--rol <rol>', 'solo las cuentas de este rol: lector, editor o administrador')
    .option('--buscar <texto>', 'solo las cuentas con cada palabra en el correo, el nombre o el teléfono')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo usuarios listar', 'vegeo usuarios listar --rol editor --json', 'vegeo usuarios listar --buscar "ana pérez"']))
    .action(async (flags: UsuariosFlags) => (await load()).listarUsuarios(ctx, flags));
  usuarios
    .command('crear')
    .description('crea una cuenta con correo y contraseña, con su rol')
    .argument('<correo>', 'correo de la cuenta nueva')
    .addOption(rolOption('su rol'))
    .option('--nombre <nombre>', 'nombre para mostrar')
    .option('--password-stdin', 'lee su contraseña de la entrada estándar (si no, se pregunta)')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo usuarios crear luis@ejemplo.com --rol editor', 'printf %s "$CLAVE" | vegeo usuarios crear luis@ejemplo.com --password-stdin']))
    .action(async (correo: string, flags: UsuariosFlags) => (await load()).crearUsuario(ctx, correo, flags));
  usuarios
    .command('invitar')
    .description('invita por correo: crea la cuenta con su rol y le envía un enlace para entrar en la aplicación web')
    .argument('<correo>', 'correo de la persona invitada')
    .addOption(rolOption('su rol'))
    .option('--nombre <nombre>', 'nombre para mostrar')
    .option('--url <dirección>', 'la aplicación web que abre el enlace (o VEGEO_APP_URL; predeterminada: la de Hosting, o http://127.0.0.1:5173/ en los emuladores)')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo usuarios invitar luis@ejemplo.com --rol editor', 'vegeo usuarios invitar eva@ejemplo.com --url https://geo.ejemplo.com/']))
    .action(async (correo: string, flags: InvitarFlags) => (await load()).invitar(ctx, correo, flags));
  usuarios
    .command('rol')
    .description('asigna un rol (lector, editor o administrador) a una cuenta')
    .argument('<cuenta>', 'correo o uid de la cuenta')
    .argument('<rol>', 'lector, editor o administrador')
    .option('--admin-sdk', 'con credenciales de administrador (firebase-admin), sin sesión; crea la cuenta si no existe: así se crea el primer administrador')
    .option('--password-stdin', 'con --admin-sdk, la contraseña de la cuenta que se crea, por la entrada estándar')
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples([
        'vegeo usuarios rol ana@ejemplo.com editor',
        'FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 FIREBASE_DATABASE_EMULATOR_HOST=127.0.0.1:9000 vegeo usuarios rol ana@ejemplo.com administrador --admin-sdk',
      ]),
    )
    .action(async (cuenta: string, rol: string, flags: RolFlags) => (await load()).rol(ctx, cuenta, rol, flags));
  for (const [name, disabled, text] of [
    ['desactivar', true, 'desactiva una cuenta: no puede entrar y sus sesiones se cierran'],
    ['activar', false, 'vuelve a activar una cuenta desactivada'],
  ] as const) {
    usuarios
      .command(name)
      .description(text)
      .argument('<cuenta>', 'correo o uid de la cuenta')
      .addOption(jsonOption())
      .addHelpText('after', examples([`vegeo usuarios ${name} luis@ejemplo.com`]))
      .action(async (cuenta: string, flags: UsuariosFlags) => (await load()).desactivar(ctx, cuenta, disabled, flags));
  }
  usuarios
    .command('borrar')
    .description('borra una cuenta y su entrada en /users (sus entradas de la auditoría quedan)')
    .argument('<cuenta>', 'correo o uid de la cuenta')
    .option('--si', 'no pide confirmación')
    .addOption(jsonOption())
    .addHelpText('after', examples(['vegeo usuarios borrar luis@ejemplo.com --si']))
    .action(async (cuenta: string, flags: UsuariosFlags) => (await load()).borrarUsuario(ctx, cuenta, flags));
  return usuarios;
}
