import type { AuditAccion, Rol, UserRecord } from '@vegeo/data';

/** The `UserRecord` fields that only mirror Auth. */
export type MirrorField = 'nombre' | 'telefono' | 'creado' | 'ultimoAcceso';

/** The counter every change to `/users` moves by one, so that two changes can't both plan over the same accounts. */
export const ACCOUNTS_VERSION_PATH = 'usersMeta/version';

/** `/users` and the counter of its changes, as read together. */
export interface AccountsState {
  version: number;
  users: Record<string, UserRecord>;
}

/** A database snapshot's children, one by one, as the Firebase SDKs hand them over. */
export interface ChildSnapshots {
  forEach(action: (child: { key: string | null; val(): unknown }) => boolean | void): boolean;
}

/**
 * The one key the Firebase SDKs cannot take in a node they read: they walk the JSON they receive
 * with `obj.hasOwnProperty(key)`, which a child of that name shadows, so the whole read fails.
 * `/users` is therefore read as three parts: the keys before it, that one child, the keys after.
 */
export const SHADOWING_KEY = 'hasOwnProperty';

/** A query of a Realtime Database (the admin SDK's or a client's) as far as `/users` is read with it. */
export interface UsersNode<Q> {
  orderByKey(): { endBefore(key: string): Q; startAfter(key: string): Q };
  child(key: string): Q;
}

/** The three parts `/users` is read as, whose snapshots `usersIn` takes in the same order. */
export function usersParts<Q>(users: UsersNode<Q>): [Q, Q, Q] {
  return [users.orderByKey().endBefore(SHADOWING_KEY), users.child(SHADOWING_KEY), users.orderByKey().startAfter(SHADOWING_KEY)];
}

/**
 * `/users` from the snapshots of its parts (`usersParts`), in an object without a prototype: a
 * uid chosen by someone (`constructor`, `toString`, `__proto__`) is an ordinary key, never an
 * inherited member. Read child by child, because the SDKs' `val()` of a whole node assigns
 * `__proto__` as a prototype.
 *
 * @example usersIn(await Promise.all(usersParts(db.ref('users')).map((part) => part.get())))
 */
export function usersIn([before, shadowing, after]: readonly [ChildSnapshots, { val(): unknown }, ChildSnapshots]): Record<string, UserRecord> {
  const users = Object.create(null) as Record<string, UserRecord>;
  const add = (key: string | null, user: unknown) => {
    if (key !== null && user !== null && typeof user === 'object') users[key] = user as UserRecord;
  };
  before.forEach((child) => add(child.key, child.val()));
  add(SHADOWING_KEY, shadowing.val());
  after.forEach((child) => add(child.key, child.val()));
  return users;
}

/** `uid`'s own entry in `users`, never a member every object inherits. */
export function userIn(users: Readonly<Record<string, UserRecord>>, uid: string): UserRecord | undefined {
  return Object.hasOwn(users, uid) ? users[uid] : undefined;
}

/** One change to an account's `/users` entry (`despues: null` removes it). */
export interface AccountChange {
  accion: Extract<AuditAccion, 'rol' | 'invitar' | 'desactivar' | 'activar' | 'borrar'>;
  uid: string;
  despues: UserRecord | null;
}

/** Who makes a change, as the audit names them. */
export interface Actor {
  uid: string;
  email?: string;
}

/** The uids of the admins who can still act: role admin, not disabled. */
export function activeAdmins(users: Record<string, UserRecord>): string[] {
  return Object.entries(users)
    .filter(([, user]) => user.role === 'admin' && !user.disabled)
    .map(([uid]) => uid);
}

/**
 * Why `change` cannot be made, in Spanish, or `undefined`: a change that leaves the project
 * without an active admin is refused, whoever makes it (nobody could undo it).
 *
 * @example lastAdminProblem({ version: 3, users: { a: { role: 'admin' } } }, { accion: 'rol', uid: 'a', despues: { role: 'editor' } })
 * // 'Es el último administrador activo: …'
 */
export function lastAdminProblem(state: AccountsState, change: AccountChange): string | undefined {
  const before = activeAdmins(state.users);
  if (!before.includes(change.uid)) return undefined;
  const after = activeAdmins(Object.assign(Object.create(null), state.users, { [change.uid]: change.despues ?? { role: 'viewer', disabled: true } }));
  if (after.length > 0) return undefined;
  return 'Es el último administrador activo: nombre antes a otro administrador, o el proyecto quedaría sin nadie que pueda administrarlo';
}

/**
 * The one update that makes `change`: the `/users` entry, the counter moved from the version read
 * to the next, and its audit entry. Functions, CLI and scripts all write account changes with it.
 *
 * @example accountPatch(state, { accion: 'rol', uid: 'u1', despues: { role: 'editor' } }, { uid: 'a' }, Date.now(), '-Nabc')
 * // { 'users/u1': { role: 'editor' }, 'usersMeta/version': 4, 'audit/-Nabc': { accion: 'rol', … } }
 */
export function accountPatch(state: AccountsState, change: AccountChange, actor: Actor, at: number, auditKey: string): Record<string, unknown> {
  const antes = audited(userIn(state.users, change.uid));
  const despues = audited(change.despues ?? undefined);
  const entry = {
    at,
    uid: actor.uid,
    ...(actor.email ? { email: actor.email } : {}),
    accion: change.accion,
    tipo: 'usuario',
    id: change.uid,
    ...(antes ? { antes } : {}),
    ...(despues ? { despues } : {}),
  };
  return {
    [`users/${change.uid}`]: change.despues,
    [ACCOUNTS_VERSION_PATH]: state.version + 1,
    [`audit/${auditKey}`]: entry,
  };
}

/** What the audit keeps of a `/users` entry: the role, the e-mail and the state, not what only mirrors Auth. */
function audited(user: UserRecord | undefined): Pick<UserRecord, 'email' | 'role' | 'disabled'> | undefined {
  if (!user) return undefined;
  return { ...(user.email != null ? { email: user.email } : {}), role: user.role, ...(user.disabled !== undefined ? { disabled: user.disabled } : {}) };
}

/** An account's `/users` entry with `role`: its state kept, its e-mail as Auth has it now. */
export function withRole(user: UserRecord | undefined, role: Rol, email: string | null): UserRecord {
  return { ...user, ...(email ? { email } : {}), role };
}
