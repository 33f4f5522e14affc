import type { Context } from '../io.js';
import { openBackend } from './client/openBackend.js';
import { cancelled, usage } from '../userError.js';
import { configDir, CONFIG_FILE, readConfigFile, removeConfigFile, SESSION_FILE, writeConfigFile } from './client/files.js';
import { roleOf, signIn } from './client/session.js';
import { resolveSettings, type StoredSettings } from './client/settings.js';
import { requireField } from './fields.js';
import { roleName } from './roles.js';
import { jsonText, terminalText } from '../format/terminalText.js';

export interface LoginFlags {
  passwordStdin?: boolean;
  proyecto?: string;
  region?: string;
  apiKey?: string;
  emuladores?: boolean;
  databaseUrl?: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** The password: from stdin with `--password-stdin`, else asked (hidden) on a terminal. */
export async function password(ctx: Context, flags: { passwordStdin?: boolean }, label = 'Contraseña'): Promise<string> {
  if (flags.passwordStdin) {
    // One trailing newline belongs to `echo`, not to the password.
    const text = (await readAll(ctx.io.stdin)).replace(/\r?\n$/, '');
    if (text === '') throw usage('La entrada estándar no trajo ninguna contraseña.');
    return text;
  }
  const { askText, canAsk } = await import('./prompt.js');
  if (!canAsk(ctx.io)) throw usage('Falta la contraseña: escríbala en una terminal o use --password-stdin.');
  return (await askText(ctx.io, label, { secret: true })) ?? Promise.reject(cancelled());
}

/** The settings given as flags, kept in config.json so later commands use the same backend. */
export function settingsOf(flags: LoginFlags): StoredSettings {
  return {
    ...(flags.proyecto ? { project: flags.proyecto } : {}),
    ...(flags.region ? { region: flags.region } : {}),
    ...(flags.apiKey ? { apiKey: flags.apiKey } : {}),
    ...(flags.databaseUrl ? { databaseUrl: flags.databaseUrl } : {}),
    ...(flags.emuladores ? { emulators: true } : {}),
  };
}

/** `vegeo login [correo]`: signs in and caches the session (0600) in the config directory. */
export async function login(ctx: Context, correo: string | undefined, flags: LoginFlags): Promise<void> {
  const dir = configDir(ctx.io.env);
  const stored = { ...(await readConfigFile<StoredSettings>(dir, CONFIG_FILE)), ...settingsOf(flags) };
  const settings = resolveSettings(ctx.io.env, stored);
  const email = await requireField(ctx.io, correo, '<correo>', 'Correo');
  const session = await signIn(settings, email, await password(ctx, flags), { fetch, now: Date.now });
  if (Object.keys(settingsOf(flags)).length > 0) await writeConfigFile(dir, CONFIG_FILE, stored);
  await writeConfigFile(dir, SESSION_FILE, session);
  const where = settings.emulators ? `emuladores, proyecto ${settings.project}` : `proyecto ${settings.project}`;
  ctx.io.stdout.write(`Sesión iniciada como ${terminalText(session.email)} (rol ${roleName(roleOf(session.idToken))}; ${where}).\n`);
  ctx.exitCode = 0;
}

/** `vegeo logout`: forgets the cached session, saying so, or that there was none; the settings stay. */
export async function logout(ctx: Context): Promise<void> {
  const had = await removeConfigFile(configDir(ctx.io.env), SESSION_FILE);
  ctx.io.stdout.write(had ? 'Sesión cerrada.\n' : 'No había ninguna sesión abierta.\n');
  ctx.exitCode = 0;
}

/**
 * `vegeo whoami [--json]`: email, uid, role claim and project of the session (renewed if due).
 * The role in Spanish; `--json` gives the stored value (`viewer`, `editor`, `admin`).
 */
export async function whoami(ctx: Context, flags: { json?: boolean }): Promise<void> {
  const backend = await openBackend(ctx.io);
  const session = await backend.session();
  const info = {
    email: session.email,
    uid: session.uid,
    rol: roleOf(session.idToken),
    proyecto: session.project,
    emuladores: session.emulators,
  };
  const lines = [
    `Correo: ${terminalText(info.email)}`,
    `Uid: ${info.uid}`,
    `Rol: ${roleName(info.rol)}`,
    `Proyecto: ${info.proyecto}${info.emuladores ? ' (emuladores)' : ''}`,
  ];
  ctx.io.stdout.write(flags.json ? `${jsonText(info)}\n` : `${lines.join('\n')}\n`);
  ctx.exitCode = 0;
}
