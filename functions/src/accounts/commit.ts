import { ACCOUNTS_VERSION_PATH, accountPatch, activeAdmins, lastAdminProblem, type AccountChange, type AccountsState, type Actor } from '@vegeo/data';
import { fail } from '../errors.js';
import type { GeoStore, UserDirectory } from '../geoStore.js';

export interface AccountsDeps {
  store: Pick<GeoStore, 'readAccounts' | 'commitAccounts' | 'newAuditKey'>;
  clock: () => number;
  /** Auth: the last-admin guard counts only the admins it holds enabled. */
  users?: Pick<UserDirectory, 'find'>;
}

const ATTEMPTS = 20;

/**
 * Makes one change to `/users`, planned over the accounts as they are (`plan` answers `null`
 * when there is nothing to do, or throws a refusal): one update that the database takes only
 * while `usersMeta/version` is still the one planned over, so two admins demoting each other at
 * once can't both pass the last-admin check. `actor` audits it; without one (an account mirrored
 * as Auth has it, which is no one's choice and so is never refused) nothing is audited. Answers
 * the accounts before the change.
 */
export async function commitAccountChange(
  deps: AccountsDeps,
  plan: (state: AccountsState) => AccountChange | null,
  actor: Actor | null,
): Promise<AccountsState> {
  for (let attempt = 1; ; attempt++) {
    const state = await deps.store.readAccounts();
    const change = plan(state);
    if (!change) return state;
    if (actor) await checkLastAdmin(deps, state, change, actor.uid);
    const patch = actor
      ? accountPatch(state, change, actor, deps.clock(), deps.store.newAuditKey())
      : { [`users/${change.uid}`]: change.despues, [ACCOUNTS_VERSION_PATH]: state.version + 1 };
    if (await deps.store.commitAccounts(state.version, patch)) return state;
    if (attempt === ATTEMPTS) throw fail('aborted', 'Hay muchos cambios de cuentas a la vez; inténtelo de nuevo en unos segundos');
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
  }
}

/**
 * Refuses `change` when it would leave the project without an active admin. An admin `/users`
 * holds active counts only if Auth also holds the account enabled: one disabled or deleted in
 * the console can't act. The `actor` counts as `/users` says: Auth held them enabled when their
 * call began, and a removal racing with theirs disables them there for a moment. Only counts:
 * `/users` learns of an account disabled in Auth at that account's next call, not from another
 * admin's (a removal in flight disables its target in Auth before it is committed, or undone).
 */
export async function checkLastAdmin(deps: AccountsDeps, state: AccountsState, change: AccountChange, actor?: string): Promise<void> {
  const admins = activeAdmins(state.users);
  if (!admins.includes(change.uid)) return;
  const users = { ...state.users };
  for (const uid of deps.users ? admins.filter((admin) => admin !== change.uid && admin !== actor) : []) {
    const account = await deps.users!.find({ uid });
    if (!account || account.disabled) users[uid] = { ...users[uid]!, disabled: true };
  }
  const problem = lastAdminProblem({ ...state, users }, change);
  if (problem) throw fail('failed-precondition', problem, { motivo: 'regla' });
}

/**
 * Marks `uid` disabled at `/users`, as Auth holds it (disabled or deleted outside vegeo), so the
 * rules stop its reads too. Best effort: the caller's own answer does not depend on it.
 */
export async function mirrorDisabled(deps: AccountsDeps, uid: string): Promise<void> {
  const plan = (state: AccountsState): AccountChange | null => {
    const user = state.users[uid];
    return user && !user.disabled ? { accion: 'desactivar', uid, despues: { ...user, disabled: true } } : null;
  };
  await commitAccountChange(deps, plan, null).catch(() => undefined);
}
