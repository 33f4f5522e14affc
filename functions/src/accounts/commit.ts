import { ACCOUNTS_VERSION_PATH, accountPatch, lastAdminProblem, type AccountChange, type AccountsState, type Actor } from '@vegeo/data';
import { fail } from '../errors.js';
import type { GeoStore } from '../geoStore.js';

export interface AccountsDeps {
  store: Pick<GeoStore, 'readAccounts' | 'commitAccounts' | 'newAuditKey'>;
  clock: () => number;
}

const ATTEMPTS = 20;

/**
 * Makes one change to `/users`, planned over the accounts as they are (`plan` answers `null`
 * when there is nothing to do, or throws a refusal): one update that the database takes only
 * while `usersMeta/version` is still the one planned over, so two admins demoting each other at
 * once can't both pass the last-admin check. `actor` audits it; without one (an account mirrored
 * as Auth has it) nothing is audited. Answers the accounts before the change.
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
    const problem = lastAdminProblem(state, change);
    if (problem) throw fail('failed-precondition', problem, { motivo: 'regla' });
    const patch = actor
      ? accountPatch(state, change, actor, deps.clock(), deps.store.newAuditKey())
      : { [`users/${change.uid}`]: change.despues, [ACCOUNTS_VERSION_PATH]: state.version + 1 };
    if (await deps.store.commitAccounts(state.version, patch)) return state;
    if (attempt === ATTEMPTS) throw fail('aborted', 'Hay muchos cambios de cuentas a la vez; inténtelo de nuevo en unos segundos');
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
  }
}
