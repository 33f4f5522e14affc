import type { Context } from '../../io.js';
import { jsonText, terminalText } from '../../format/terminalText.js';
import { emulatorSignInLink, sendSignInLink } from '../client/accounts.js';
import { openBackend } from '../client/openBackend.js';
import { UserError, usage } from '../../userError.js';
import { configDir, CONFIG_FILE, readConfigFile } from '../client/files.js';
import type { AuthDeps } from '../client/session.js';
import type { Settings, StoredSettings } from '../client/settings.js';
import { parseRol, roleName } from '../roles.js';

const deps: AuthDeps = { fetch: (url, init) => fetch(url, init), now: () => Date.now() };

export interface InvitarFlags {
  rol?: string;
  nombre?: string;
  url?: string;
  json?: boolean;
}

/**
 * Where the link leads: the web app, which completes the sign-in. `--url`, `VEGEO_APP_URL`,
 * `appUrl` in the config, else `npm run admin`'s address on the emulators and the project's
 * Hosting site otherwise.
 */
export function appUrl(flags: InvitarFlags, env: Record<string, string | undefined>, stored: StoredSettings, settings: Settings): string {
  const url = flags.url || env['VEGEO_APP_URL'] || stored.appUrl || (settings.emulators ? 'http://127.0.0.1:5173/' : `https://${settings.project}.web.app/`);
  try {
    return new URL(url).toString();
  } catch {
    throw usage(`«${terminalText(url)}» no es una dirección web (--url).`);
  }
}

/**
 * `vegeo usuarios invitar <correo> [--rol R] [--nombre N] [--url U]` (admins): `invitarUsuario`
 * creates the account with its role, then Firebase Auth e-mails it a sign-in link to the web app,
 * as the web app's invite does. On the emulators, which send no mail, the link is printed.
 */
export async function invitar(ctx: Context, correo: string, flags: InvitarFlags): Promise<void> {
  const email = correo.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw usage(`«${terminalText(correo)}» no es un correo.`);
  const role = flags.rol === undefined ? 'viewer' : parseRol(flags.rol);
  const backend = await openBackend(ctx.io);
  const url = appUrl(flags, ctx.io.env, (await readConfigFile<StoredSettings>(configDir(ctx.io.env), CONFIG_FILE)) ?? {}, backend.settings);
  const answer = await backend.call('invitarUsuario', { email, role, ...(flags.nombre ? { nombre: flags.nombre } : {}) });
  try {
    await sendSignInLink(backend.settings, email, url, deps);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserError(`La cuenta ${terminalText(email)} se creó (rol ${roleName(role)}), pero no se pudo enviar el enlace: ${reason}`, (error as UserError).exitCode ?? 5);
  }
  const enlace = await emulatorSignInLink(backend.settings, email, deps);
  ctx.exitCode = 0;
  if (flags.json) {
    ctx.io.stdout.write(`${jsonText({ ...answer, ...(enlace ? { enlace } : {}) })}\n`);
    return;
  }
  ctx.io.stdout.write(`Invitación enviada a ${terminalText(email)} (rol ${roleName(role)}): el enlace del correo abre ${terminalText(url)} y le hace entrar.\n`);
  if (enlace) ctx.io.stdout.write(`Enlace (los emuladores no envían correos): ${terminalText(enlace)}\n`);
}
