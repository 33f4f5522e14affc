import type { Rol } from '@vegeo/data';
import type { Account, UserDirectory } from '../../src/store.js';

/** A UserDirectory over a list of accounts, as Auth keeps them; `claims` shows what setRole did, `asked` what findMany was asked. */
export function memoryUsers(accounts: (Partial<Account> & { uid: string })[], openSignUp = true) {
  const claims = new Map<string, Rol>();
  const all: Account[] = accounts.map((a) => ({ email: null, emailVerified: true, disabled: false, role: 'viewer', ...a }));
  const shown = (account: Account): Account => ({ ...account, role: claims.get(account.uid) ?? account.role });
  let made = 0;
  /** The uids each findMany asked Auth for. */
  const asked: string[][] = [];
  const users: UserDirectory = {
    openSignUp,
    async find(by) {
      const account = all.find((a) => ('email' in by ? a.email === by.email : a.uid === by.uid));
      return account ? shown(account) : null;
    },
    async findMany(uids) {
      if (uids.length > 100) throw new Error('getUsers takes at most 100 identifiers');
      asked.push([...uids]);
      return all.filter((a) => uids.includes(a.uid)).map(shown);
    },
    async create(email, displayName) {
      if (all.some((a) => a.email === email)) return null;
      const account: Account = { uid: `nuevo-${++made}`, email, emailVerified: false, disabled: false, role: 'viewer', displayName: displayName ?? null, providers: [] };
      all.push(account);
      return account;
    },
    async setRole(uid, role) {
      claims.set(uid, role);
    },
    async setDisabled(uid, disabled) {
      const account = all.find((a) => a.uid === uid);
      if (account) account.disabled = disabled;
    },
    async remove(uid) {
      const at = all.findIndex((a) => a.uid === uid);
      if (at >= 0) all.splice(at, 1);
    },
  };
  return { users, claims, accounts: all, asked };
}
