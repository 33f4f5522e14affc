import type { UserRecord, Usuario } from '@vegeo/data';
import { shownSafely } from '../records/text.js';
import type { Account } from '../store.js';

/**
 * An account as admins see it: Auth's record, with the role and state `/users` holds when it has
 * an entry; its name and e-mail made safe to show (`shownSafely`): a U+202E can't disguise one.
 */
export function usuarioOf(account: Account, user: UserRecord | undefined): Usuario {
  return {
    uid: account.uid,
    email: account.email === null ? null : shownSafely(account.email),
    telefono: account.phoneNumber ?? null,
    nombre: account.displayName == null ? null : shownSafely(account.displayName),
    foto: account.photoURL ?? null,
    role: user?.role ?? account.role,
    metodos: account.providers ?? [],
    creado: account.createdAt ?? null,
    ultimoAcceso: account.lastSignInAt ?? null,
    desactivado: account.disabled || user?.disabled === true,
    verificado: account.emailVerified,
    segundoFactor: account.secondFactor ?? false,
  };
}

/**
 * An account `/users` still names but Auth no longer has (deleted in the console): it cannot
 * sign in, and is shown so an admin can delete what it left.
 */
export function usuarioWithoutAccount(uid: string, user: UserRecord): Usuario {
  return usuarioOf({ uid, email: user.email ?? null, emailVerified: false, disabled: true, role: user.role, displayName: user.nombre ?? null, phoneNumber: user.telefono ?? null, createdAt: user.creado ?? null }, user);
}
