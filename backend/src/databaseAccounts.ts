import { ACCOUNTS_VERSION_PATH, usersIn, usersParts, type AccountsState, type ChildSnapshots, type UsersNode } from './accounts.js';
import type { AccountCommitPorts } from './commitAccountChange.js';

/** What the accounts are read and written with: a Realtime Database, the admin SDK's or a client's. */
export interface AccountsDatabase {
  ref(path?: string): { get(): Promise<Snapshot>; update(values: object): Promise<void> } & UsersNode<{ get(): Promise<Snapshot> }>;
}

type Snapshot = { val(): unknown } & ChildSnapshots;

/**
 * `readAccounts` and `commitAccounts` over a Realtime Database whose rules take a change to
 * `/users` only while it moves the counter from the value it holds to the next: `read` reads the
 * accounts, `write` makes (and, refused, checks) the change.
 *
 * @example commitAccountChange({ ...databaseAccounts(db, db), … }, plan, actor)
 */
export function databaseAccounts(read: AccountsDatabase, write: AccountsDatabase): Pick<AccountCommitPorts, 'readAccounts' | 'commitAccounts'> {
  const versionIn = async (database: AccountsDatabase) => ((await database.ref(ACCOUNTS_VERSION_PATH).get()).val() as number | null) ?? 0;
  return {
    async readAccounts(): Promise<AccountsState> {
      // The counter first: a change landing between the two reads moves it, so a commit over it fails.
      const version = await versionIn(read);
      const users = usersIn(await Promise.all(usersParts(read.ref('users')).map((part) => part.get())) as [Snapshot, Snapshot, Snapshot]);
      return { version, users };
    },
    async commitAccounts(base, patch) {
      try {
        await write.ref().update(patch);
        return true;
      } catch (error) {
        // Refused by the rules while the counter is still `base`: the change itself is not allowed.
        if (!refused(error) || (await versionIn(write)) === base) throw error;
        return false;
      }
    },
  };
}

/** Whether the database refused a write (its rules), rather than failing to take it. */
export const refused = (error: unknown): boolean => /permission/i.test(String((error as { code?: string }).code ?? error));
