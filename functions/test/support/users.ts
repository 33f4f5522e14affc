import type { Rol } from '@vegeo/data';
import type { Account, UserDirectory } from '../../src/geo-store.js';

/** A UserDirectory over a list of accounts; `claims` shows what setRole did. */
export function memoryUsers(accounts: (Partial<Account> & { uid: string })[]) {
  const claims = new Map<string, Rol>();
  const all: Account[] = accounts.map((a) => ({ email: null, emailVerified: true, disabled: false, role: 'viewer', ...a }));
  const users: UserDirectory = {
    async find(by) {
      const account = all.find((a) => ('email' in by ? a.email === by.email : a.uid === by.uid));
      return account ? { ...account, role: claims.get(account.uid) ?? account.role } : null;
    },
    async setRole(uid, role) {
      claims.set(uid, role);
    },
  };
  return { users, claims, accounts: all };
}
