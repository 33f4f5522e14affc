import type { Rol, UserRecord } from '@vegeo/data';
import { userIn } from '@vegeo/backend';
import { commitAccountChange, mirrorDisabled } from './accounts/commit.js';
import { mirrorOf } from './accounts/mirror.js';
import { fail } from './errors.js';
import { shownSafely } from './records/text.js';
import type { Store, UserDirectory } from './store.js';

/** The part of a callable request the handlers read: identity comes only from `auth`. */
export interface CallRequest {
  auth?: { uid: string; token: Record<string, unknown> } | null;
  data: unknown;
}

/** The signed-in user behind a call, with the role the server holds for them now. */
export interface Caller {
  uid: string;
  email?: string;
  role: Rol;
}

/** What deciding who may do what needs: the `/users` mirror, and Auth for privileged calls. */
export interface AccessDeps {
  store: Pick<Store, 'readUser' | 'readAccounts' | 'commitAccounts' | 'newAuditKey'>;
  users: Pick<UserDirectory, 'find' | 'openSignUp'>;
}

const RANK = new Map<unknown, number>([
  ['viewer', 0],
  ['editor', 1],
  ['admin', 2],
]);

/** A role's rank; anything that is not a role ranks below every minimum, so it is refused. */
const rankOf = (role: unknown): number => RANK.get(role) ?? -1;

/** The uid of a signed-in call, or `unauthenticated`. */
export function signedIn(request: CallRequest): string {
  const uid = request.auth?.uid;
  if (!uid) throw fail('unauthenticated', 'Debe iniciar sesión para usar este servicio');
  return uid;
}

/**
 * The caller when their role, as `/users/{uid}` holds it now, is at least `minimum`. An ID token
 * lives an hour, so its `role` claim is not trusted: a demoted or disabled user loses their rights
 * at their next call. Privileged calls (editor and up) also ask Auth whether the account still
 * exists and is enabled, which catches an account disabled outside vegeo (the console).
 */
export async function authorize(deps: AccessDeps, request: CallRequest, minimum: Rol): Promise<Caller> {
  const uid = signedIn(request);
  const user = (await deps.store.readUser(uid)) ?? (await firstSight(deps, uid));
  if (user.disabled) throw disabled();
  if (rankOf(user.role) < rankOf(minimum)) {
    const needed = minimum === 'admin' ? 'administrador' : 'editor o administrador';
    throw fail('permission-denied', `Esta operación requiere el rol ${needed}`);
  }
  if (minimum !== 'viewer') await requireEnabled(deps, uid);
  const email = request.auth?.token['email'];
  // The token's e-mail goes into audit entries, which admins read.
  return { uid, role: user.role, ...(typeof email === 'string' ? { email: shownSafely(email) } : {}) };
}

/**
 * Mirrors an account the first time it calls, from what Auth holds now (not from the token, which
 * may predate a deletion or a role change). 2nd-gen functions have no account-created trigger.
 * With sign-up closed, an account nobody invited (no `/users` entry) is refused instead.
 */
async function firstSight(deps: AccessDeps, uid: string): Promise<UserRecord> {
  const account = await deps.users.find({ uid });
  if (!account) throw gone();
  if (deps.users.openSignUp === false) {
    throw fail('permission-denied', 'El registro está cerrado: pida a un administrador que le invite');
  }
  const user: UserRecord = {
    ...mirrorOf(account),
    role: account.role,
    ...(account.disabled ? { disabled: true } : {}),
  };
  const { users } = await commitAccountChange({ ...deps, clock: Date.now }, (state) => (userIn(state.users, uid) ? null : { accion: 'rol', uid, despues: user }), null);
  return userIn(users, uid) ?? user;
}

async function requireEnabled(deps: AccessDeps, uid: string): Promise<void> {
  const account = await deps.users.find({ uid });
  if (!account) throw gone();
  if (account.disabled) {
    // The mirror learns it too, so the rules stop the user's reads as well.
    await mirrorDisabled({ ...deps, clock: Date.now }, uid);
    throw disabled();
  }
}

const disabled = () => fail('permission-denied', 'Su cuenta está desactivada; consulte a un administrador');
const gone = () => fail('unauthenticated', 'Su cuenta ya no existe; inicie sesión con otra');
