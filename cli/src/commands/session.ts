import { Command } from 'commander';
import { examples, jsonOption, parseDatabaseUrl } from './options.js';
import type { Context } from '../io.js';
import type { LoginFlags } from '../backend/login.js';

/** `vegeo login [correo]`: email and password; the backend's settings may be given here once. */
export function loginCommand(ctx: Context): Command {
  return new Command('login')
    .description('inicia sesión en el servicio con correo y contraseña (la sesión queda guardada)')
    .argument('[correo]', 'correo de la cuenta (se pregunta en una terminal)')
    .option('--password-stdin', 'lee la contraseña de la entrada estándar (para scripts)')
    .option('--proyecto <id>', 'proyecto de Firebase (se guarda en la configuración)')
    .option('--region <región>', 'región de las funciones (predeterminada: us-central1)')
    .option('--api-key <clave>', 'clave de API web del proyecto (se guarda en la configuración)')
    .option('--database-url <url>', 'URL de la Realtime Database (predeterminada: https://<proyecto>-default-rtdb.firebaseio.com)', parseDatabaseUrl)
    .option('--emuladores', 'usa los emuladores locales (Auth 9099, Functions 5001, Database 9000)')
    .addHelpText(
      'after',
      examples([
        'vegeo login ana@ejemplo.com --proyecto mi-proyecto --api-key AIza…',
        'printf %s "$CLAVE" | vegeo login ana@ejemplo.com --password-stdin',
        'vegeo login ana@ejemplo.com --emuladores',
      ]),
    )
    .action(async (correo: string | undefined, flags: LoginFlags) =>
      (await import('../backend/index.js')).login(ctx, correo, flags),
    );
}

/** `vegeo logout`. */
export function logoutCommand(ctx: Context): Command {
  return new Command('logout')
    .description('cierra la sesión guardada')
    .action(async () => (await import('../backend/index.js')).logout(ctx));
}

/** `vegeo whoami [--json]`. */
export function whoamiCommand(ctx: Context): Command {
  return new Command('whoami')
    .description('muestra la cuenta de la sesión: correo, uid, rol y proyecto')
    .addOption(jsonOption())
    .action(async (flags: { json?: boolean }) => (await import('../backend/index.js')).whoami(ctx, flags));
}

/** `vegeo registrarse <correo>`: a new account (a viewer), signed in; the backend's settings as for login. */
export function registrarseCommand(ctx: Context): Command {
  return new Command('registrarse')
    .description('crea una cuenta con correo y contraseña e inicia sesión (si el registro del servicio está abierto)')
    .argument('<correo>', 'correo de la cuenta nueva')
    .option('--password-stdin', 'lee la contraseña de la entrada estándar (si no, se pregunta dos veces)')
    .option('--proyecto <id>', 'proyecto de Firebase (se guarda en la configuración)')
    .option('--region <región>', 'región de las funciones (predeterminada: us-central1)')
    .option('--api-key <clave>', 'clave de API web del proyecto (se guarda en la configuración)')
    .option('--database-url <url>', 'URL de la Realtime Database', parseDatabaseUrl)
    .option('--emuladores', 'usa los emuladores locales')
    .addHelpText(
      'after',
      examples(['vegeo registrarse ana@ejemplo.com --emuladores', 'printf %s "$CLAVE" | vegeo registrarse ana@ejemplo.com --password-stdin']),
    )
    .action(async (correo: string, flags: LoginFlags) => (await import('../backend/index.js')).registrarse(ctx, correo, flags));
}
