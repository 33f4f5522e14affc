import {
  checkLastAdmin as checkLastAdminWith,
  commitAccountChange as commitAccountChangeWith,
  enabledIn,
  userIn,
  type AccountChange,
  type AccountCommitPorts,
  type AccountsState,
  type Actor,
} from '@vegeo/backend';
import { fail } from '../errors.js';
import type { Store, UserDirectory } from '../store.js';

export interface AccountsDeps {
  store: Pick<Store, 'readAccounts' | 'commitAccounts' | 'newAuditKey'>;
  clock: () => number;
  /** Auth: the last-admin guard counts only the admins it holds enabled. */
  users?: Pick<UserDirectory, 'find'>;
}

/** @vegeo/data's account-commit loop over the store, Auth, and the callables' refusals. */
function portsOf({ store, clock, users }: AccountsDeps): AccountCommitPorts {
  return {
    readAccounts: () => store.readAccounts(),
    commitAccounts: (base, patch) => store.commitAccounts(base, patch),
    newAuditKey: () => store.newAuditKey(),
    clock,
    ...(users ? { isEnabled: enabledIn((uid) => users.find({ uid })) } : {}),
    refused: (problem) => fail('failed-precondition', problem, { motivo: 'regla' }),
    busy: () => fail('aborted', 'Hay muchos cambios de cuentas a la vez; inténtelo de nuevo en unos segundos'),
    // Two instances that lost to each other should not plan again in step.
    pause: () => new Promise((resolve) => setTimeout(resolve, Math.random() * 30)),
  };
}

/** `commitAccountChange` of @vegeo/data, its refusals as `HttpsError`s. */
export function commitAccountChange(
  deps: AccountsDeps,
  plan: (state: AccountsState) => AccountChange | null,
  actor: Actor | null,
): Promise<AccountsState> {
  return commitAccountChangeWith(portsOf(deps), plan, actor);
}

/** `checkLastAdmin` of @vegeo/data, counting with Auth when `deps.users` is given. */
export function checkLastAdmin(deps: AccountsDeps, state: AccountsState, change: AccountChange, actor?: string): Promise<void> {
  return checkLastAdminWith(portsOf(deps), state, change, actor);
}

/**
 * Marks `uid` disabled at `/users`, as Auth holds it (disabled or deleted outside vegeo), so the
 * rules stop its reads too. Best effort: the caller's own answer does not depend on it.
 */
export async function mirrorDisabled(deps: AccountsDeps, uid: string): Promise<void> {
  const plan = (state: AccountsState): AccountChange | null => {
    const user = userIn(state.users, uid);
    return user && !user.disabled ? { accion: 'desactivar', uid, despues: { ...user, disabled: true } } : null;
  };
  await commitAccountChange(deps, plan, null).catch(() => undefined);
}
