import { ACCOUNTS_VERSION_PATH, accountPatch, activeAdmins, lastAdminProblem, userIn, type AccountChange, type AccountsState, type Actor } from './accounts.js';

/** Where `commitAccountChange` reads and writes the accounts, and how it answers a refusal. */
export interface AccountCommitPorts {
  /** `/users` and its counter, the counter read first. */
  readAccounts(): Promise<AccountsState>;
  /** Writes `patch` while the counter is still `base`: `false` when another change came first. */
  commitAccounts(base: number, patch: Record<string, unknown>): Promise<boolean>;
  /** The key of a new `/audit` entry (a push id). */
  newAuditKey(): string;
  /** The time an audit entry records, in milliseconds since the epoch. */
  clock(): number;
  /**
   * Whether Auth holds `uid` enabled (`false` also when it has no such account). Without it, the
   * last-admin guard counts the admins as `/users` holds them.
   */
  isEnabled?(uid: string): Promise<boolean>;
  /** The error of a change refused by the last-admin guard, `problem` in Spanish. */
  refused(problem: string): Error;
  /** The error once `attempts` commits in a row lost to other changes. */
  busy(): Error;
  /** Waits before planning again; none by default. */
  pause?(): Promise<void>;
}

/**
 * The loop's `isEnabled` from a lookup of an Auth account by uid (`null` or `undefined` when Auth
 * has none): enabled only when the account exists and is not disabled.
 *
 * @example isEnabled: enabledIn((uid) => auth.getUser(uid).catch(() => null))
 */
export function enabledIn(find: (uid: string) => Promise<{ disabled: boolean } | null | undefined>): (uid: string) => Promise<boolean> {
  return async (uid) => {
    const account = await find(uid);
    return account != null && !account.disabled;
  };
}

/** How many times a change is planned again after losing to another. */
export const ACCOUNT_ATTEMPTS = 20;

/**
 * Makes one change to `/users`, planned over the accounts as they are (`plan` answers `null`
 * when there is nothing to do, or throws a refusal): one update taken only while the counter is
 * still the one planned over, so two admins demoting each other at once can't both pass the
 * last-admin check. `actor` audits it; without one (an account mirrored as Auth has it, no one's
 * choice and so never refused) nothing is audited. Answers the accounts before the change.
 *
 * @example await commitAccountChange(ports, () => ({ accion: 'rol', uid: 'u1', despues: { role: 'editor' } }), { uid: 'a' })
 */
export async function commitAccountChange(
  ports: AccountCommitPorts,
  plan: (state: AccountsState) => AccountChange | null,
  actor: Actor | null,
): Promise<AccountsState> {
  for (let attempt = 1; ; attempt++) {
    const state = await ports.readAccounts();
    const change = plan(state);
    if (!change) return state;
    if (actor) await checkLastAdmin(ports, state, change, actor.uid);
    const patch = actor
      ? accountPatch(state, change, actor, ports.clock(), ports.newAuditKey())
      : { [`users/${change.uid}`]: change.despues, [ACCOUNTS_VERSION_PATH]: state.version + 1 };
    if (await ports.commitAccounts(state.version, patch)) return state;
    if (attempt === ACCOUNT_ATTEMPTS) throw ports.busy();
    await ports.pause?.();
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
export async function checkLastAdmin(
  ports: Pick<AccountCommitPorts, 'isEnabled' | 'refused'>,
  state: AccountsState,
  change: AccountChange,
  actor?: string,
): Promise<void> {
  const admins = activeAdmins(state.users);
  if (!admins.includes(change.uid)) return;
  const users: AccountsState['users'] = Object.assign(Object.create(null), state.users);
  for (const uid of ports.isEnabled ? admins.filter((admin) => admin !== change.uid && admin !== actor) : []) {
    if (!(await ports.isEnabled!(uid))) users[uid] = { ...userIn(users, uid)!, disabled: true };
  }
  const problem = lastAdminProblem({ ...state, users }, change);
  if (problem) throw ports.refused(problem);
}
