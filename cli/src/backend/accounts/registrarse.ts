import type { Context } from '../../io.js';
import { terminalText } from '../../format/terminalText.js';
import { deleteOwnAccount, signUp } from '../client/accounts.js';
import { openBackend } from '../client/openBackend.js';
import { CallableError } from '../client/callableErrors.js';
import { EXIT, UserError, usage } from '../../userError.js';
import { configDir, CONFIG_FILE, readConfigFile, removeConfigFile, SESSION_FILE, writeConfigFile } from '../client/files.js';
import type { AuthDeps } from '../client/session.js';
import { resolveSettings, type StoredSettings } from '../client/settings.js';
import { password, settingsOf, type LoginFlags } from '../login.js';

const defaultDeps: AuthDeps = { fetch: (url, init) => fetch(url, init), now: () => Date.now() };

/** Asks for the password twice on a terminal (a typo would lock the owner out); once from stdin. */
async function newPassword(ctx: Context, flags: LoginFlags): Promise<string> {
  const first = await password(ctx, flags);
  if (flags.passwordStdin) return first;
  const again = await password(ctx, flags, 'Repita la contraseña');
  if (again !== first) throw usage('Las contraseñas no coinciden; no se creó ninguna cuenta.');
  return first;
}

/**
 * `vegeo registrarse <correo>`: creates an e-mail and password account in Firebase Auth and signs
 * in with it, as a viewer. Whether the service lets in accounts nobody invited is the server's
 * setting (`REGISTRO_ABIERTO`); the first call tells, so one is made at once: when the service
 * refuses the new account, it is deleted again and the session forgotten.
 */
export async function registrarse(ctx: Context, correo: string, flags: LoginFlags, deps: AuthDeps = defaultDeps): Promise<void> {
  const dir = configDir(ctx.io.env);
  const stored = { ...(await readConfigFile<StoredSettings>(dir, CONFIG_FILE)), ...settingsOf(flags) };
  const settings = resolveSettings(ctx.io.env, stored);
  const email = correo.trim();
  if (!email.includes('@')) throw usage(`«${terminalText(correo)}» no es un correo.`);
  const session = await signUp(settings, email, await newPassword(ctx, flags), deps);
  if (Object.keys(settingsOf(flags)).length > 0) await writeConfigFile(dir, CONFIG_FILE, stored);
  await writeConfigFile(dir, SESSION_FILE, session);
  try {
    // The cheapest call there is: no query, no quota; the server mirrors (or refuses) the account.
    await (await openBackend(ctx.io, deps)).call('lote', { consultas: [] });
  } catch (error) {
    if (!(error instanceof CallableError && error.status === 'PERMISSION_DENIED')) {
      ctx.io.stderr.write(`Aviso: la cuenta se creó, pero no se pudo comprobar con el servicio: ${(error as Error).message}\n`);
    } else {
      await deleteOwnAccount(settings, session.idToken, deps);
      await removeConfigFile(dir, SESSION_FILE);
      throw new UserError('El registro está cerrado: pida a un administrador que le invite. No se creó ninguna cuenta.', EXIT.refused);
    }
  }
  const where = settings.emulators ? `emuladores, proyecto ${settings.project}` : `proyecto ${settings.project}`;
  ctx.io.stdout.write(`Cuenta creada y sesión iniciada como ${terminalText(session.email)} (rol lector; ${where}).\n`);
  ctx.exitCode = 0;
}
