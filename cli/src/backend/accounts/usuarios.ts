import type { Rol, Usuario, UsuarioResponse } from '@vegeo/data';
import { jsonText, terminalText } from '../../format/terminalText.js';
import type { Context } from '../../io.js';
import { show } from '../../output/show.js';
import { deleteOwnAccount, setDisplayName, signUp } from '../client/accounts.js';
import { openBackend } from '../client/openBackend.js';
import { EXIT, usage } from '../../userError.js';
import type { AuthDeps } from '../client/session.js';
import { confirmed } from '../fields.js';
import { password } from '../login.js';
import { parseRol, roleName } from '../roles.js';
import { allUsuarios, findUsuario } from './directory.js';
import { usuariosTable } from './table.js';

const deps: AuthDeps = { fetch: (url, init) => fetch(url, init), now: () => Date.now() };

export interface UsuariosFlags {
  json?: boolean;
  rol?: string;
  buscar?: string;
  nombre?: string;
  passwordStdin?: boolean;
  si?: boolean;
}

const label = (usuario: Pick<Usuario, 'email' | 'uid'>): string => terminalText(usuario.email ?? usuario.uid);

function checkEmail(correo: string): string {
  const email = correo.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw usage(`«${terminalText(correo)}» no es un correo.`);
  return email;
}

/**
 * `vegeo usuarios listar [--rol R] [--buscar TEXTO] [--json]` (admins): every account (of that role,
 * whose e-mail, name or phone holds every word), a table on a terminal. The service filters.
 */
export async function listar(ctx: Context, flags: UsuariosFlags): Promise<void> {
  const rol = flags.rol === undefined ? undefined : parseRol(flags.rol);
  const buscar = flags.buscar?.trim();
  const usuarios = await allUsuarios(await openBackend(ctx.io), { ...(rol ? { rol } : {}), ...(buscar ? { buscar } : {}) });
  ctx.exitCode = 0;
  if (usuarios.length === 0 && !flags.json) {
    ctx.io.stderr.write('No hay cuentas.\n');
    return;
  }
  await show(ctx, flags.json === true, usuarios, () => ({ kind: 'table', table: usuariosTable(usuarios) }));
}

/**
 * `vegeo usuarios crear <correo> [--rol R] [--nombre N]` (admins): an account with a password
 * (asked, or `--password-stdin`), through Firebase Auth as the owner would make it, then its role
 * through `setRole`, by uid. Refused there, the new account is deleted again.
 */
export async function crear(ctx: Context, correo: string, flags: UsuariosFlags): Promise<void> {
  const email = checkEmail(correo);
  const role: Rol = flags.rol === undefined ? 'viewer' : parseRol(flags.rol);
  const backend = await openBackend(ctx.io);
  await backend.session();
  const made = await signUp(backend.settings, email, await password(ctx, flags, `Contraseña de ${email}`), deps);
  try {
    if (flags.nombre) await setDisplayName(backend.settings, made.idToken, flags.nombre, deps);
    const answer = await backend.call('setRole', { uid: made.uid, role });
    done(ctx, flags, answer, `Cuenta ${terminalText(email)} creada, con el rol ${roleName(role)}.`);
  } catch (error) {
    await deleteOwnAccount(backend.settings, made.idToken, deps).catch(() => undefined);
    throw error;
  }
}

/** `vegeo usuarios desactivar|activar <correo|uid>` (admins). */
export async function desactivar(ctx: Context, who: string, desactivado: boolean, flags: UsuariosFlags): Promise<void> {
  const backend = await openBackend(ctx.io);
  const usuario = await findUsuario(backend, who);
  const answer = await backend.call('desactivarUsuario', { uid: usuario.uid, desactivado });
  const what = desactivado ? 'desactivada: no puede entrar y sus sesiones se cerraron' : 'activada: puede volver a entrar';
  done(ctx, flags, answer, `Cuenta ${label(usuario)} ${what}.`);
}

/** `vegeo usuarios borrar <correo|uid> [--si]` (admins): confirmed; its audit entries stay. */
export async function borrar(ctx: Context, who: string, flags: UsuariosFlags): Promise<void> {
  const backend = await openBackend(ctx.io);
  const usuario = await findUsuario(backend, who);
  if (!(await confirmed(ctx.io, flags.si, `¿Borrar la cuenta ${label(usuario)} (${roleName(usuario.role)})?`))) {
    ctx.io.stderr.write('No se borró nada.\n');
    ctx.exitCode = EXIT.refused;
    return;
  }
  const answer = await backend.call('borrarUsuario', { uid: usuario.uid });
  done(ctx, flags, answer, `Cuenta ${label(usuario)} borrada (sus entradas de la auditoría se conservan).`);
}

function done(ctx: Context, flags: UsuariosFlags, answer: UsuarioResponse | object, line: string): void {
  ctx.io.stdout.write(flags.json ? `${jsonText(answer)}\n` : `${line}\n`);
  ctx.exitCode = 0;
}
