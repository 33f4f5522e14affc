import type { UserRecord } from '@vegeo/data';
import { ACCOUNTS_VERSION_PATH, type AccountsState, type MirrorField } from '@vegeo/backend';
import { shownSafely } from '../records/text.js';
import type { Account, Store } from '../store.js';

/** What `/users/{uid}` mirrors of Auth, so that `usuarios` searches, sorts and counts without Auth. */
export type Mirror = Pick<UserRecord, 'email' | MirrorField>;

const FIELDS = ['email', 'nombre', 'telefono', 'creado', 'ultimoAcceso'] as const satisfies (keyof Mirror)[];
/** The longest name the rules take (Auth sets no bound). */
const NOMBRE_MAX = 500;

/** The mirror of `account`: only the fields Auth has, its name and e-mail made safe to show (`shownSafely`). */
export function mirrorOf(account: Account): Mirror {
  // Auth takes any name its owner sets: what it holds is neutralised here, where it enters vegeo.
  const nombre = account.displayName && shownSafely(account.displayName.slice(0, NOMBRE_MAX));
  return {
    ...(account.email ? { email: shownSafely(account.email) } : {}),
    ...(nombre ? { nombre } : {}),
    ...(account.phoneNumber ? { telefono: account.phoneNumber } : {}),
    ...(account.createdAt != null ? { creado: account.createdAt } : {}),
    ...(account.lastSignInAt != null ? { ultimoAcceso: account.lastSignInAt } : {}),
  };
}

/** The writes (paths from the root, `null` removes) that bring `user`'s mirror of `account` up to date. */
export function mirrorPatch(uid: string, user: UserRecord, account: Account): Record<string, unknown> {
  const mirror = mirrorOf(account);
  const patch: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const want = mirror[field] ?? null;
    if ((user[field] ?? null) !== want) patch[`users/${uid}/${field}`] = want;
  }
  return patch;
}

/**
 * Writes `patch` (mirror fields of existing entries) over the accounts as `state` holds them,
 * moving their counter as every change to `/users` does. Best effort: when another change came
 * first, or the entry went, nothing is written, and the next call that sees it mends it.
 */
export async function mendMirrors(store: Pick<Store, 'commitAccounts'>, state: AccountsState, patch: Record<string, unknown>): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await store.commitAccounts(state.version, { ...patch, [ACCOUNTS_VERSION_PATH]: state.version + 1 }).catch(() => false);
}
