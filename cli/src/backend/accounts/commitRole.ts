import type { Rol } from '@vegeo/data';
import { commitAccountChange, databaseAccounts, enabledIn, withRole, type Actor } from '@vegeo/backend';
import type { Auth, UserRecord as AuthUser } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { EXIT, UserError } from '../../userError.js';
import type { AdminSdk } from '../adminSdk.js';

/** Who the audit names for a change made with admin credentials: no signed-in user made it. */
export const ADMIN_SDK_ACTOR: Actor = { uid: 'admin-sdk' };

/** The account `by` names, `null` when Auth has none. */
export async function findAccount(auth: Auth, by: { email: string } | { uid: string }): Promise<AuthUser | null> {
  try {
    return await ('email' in by ? auth.getUserByEmail(by.email) : auth.getUser(by.uid));
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** A new e-mail and password account, its Auth errors in Spanish. */
export async function createAccount(auth: Auth, email: string, password: string): Promise<AuthUser> {
  try {
    return await auth.createUser({ email, password });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/invalid-password') throw new UserError('La contraseña es demasiado débil: use al menos 6 caracteres.', EXIT.usage);
    if (code === 'auth/invalid-email') throw new UserError(`«${email}» no es un correo válido.`, EXIT.usage);
    if (code === 'auth/email-already-exists') throw new UserError(`Ya existe una cuenta con el correo ${email}.`, EXIT.refused);
    throw error;
  }
}

/**
 * The database's clock, as this connection estimates it: the rules take an audit entry's `at`
 * only up to the server's `now`, and this machine's clock may run ahead of it.
 */
async function serverClock(database: Database): Promise<() => number> {
  const offset = ((await database.ref('.info/serverTimeOffset').once('value')).val() as number | null) ?? 0;
  return () => Date.now() + offset;
}

/**
 * Gives `account` the role `role` at `/users/{uid}` as `setRole` does, with @vegeo/data's
 * account-commit loop: planned over the accounts as they are, never leaving the project without
 * an admin Auth holds enabled, written as one update (the `/users` entry, the counter and the
 * audit entry, all or nothing). It goes through the rules as the functions' uid, so it is taken
 * only while `usersMeta/version` is the one planned over, as the callables' are; the rules take
 * an audit entry by `admin-sdk` for a role change, since there is no admin yet when the first is
 * made. `false` when the role was already that.
 */
export async function commitRole(admin: AdminSdk, account: AuthUser, role: Rol, at?: () => number): Promise<boolean> {
  const [service, auth] = await Promise.all([admin.asService(), admin.auth()]);
  let changed = false;
  await commitAccountChange(
    {
      ...databaseAccounts(admin.database, service),
      newAuditKey: () => admin.database.ref('audit').push().key!,
      clock: at ?? (await serverClock(admin.database)),
      isEnabled: enabledIn((uid) => findAccount(auth, { uid })),
      refused: (problem) => new UserError(`Rechazado: ${problem}.`, EXIT.refused),
      busy: () => new UserError('Hay muchos cambios de cuentas a la vez; inténtelo de nuevo en unos segundos.', EXIT.refused),
    },
    (state) => {
      const before = state.users[account.uid];
      changed = before?.role !== role;
      return changed ? { accion: 'rol', uid: account.uid, despues: withRole(before, role, account.email ?? null) } : null;
    },
    ADMIN_SDK_ACTOR,
  );
  return changed;
}
