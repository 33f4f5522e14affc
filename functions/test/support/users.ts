import type { Rol } from '@vegeo/data';
import type { Account, UserDirectory } from '../../src/store.js';

/** A UserDirectory over a list of accounts, as Auth keeps them; `claims` shows what setRole did. */
export function memoryUsers(accounts: (Partial<Account> & { uid: string })[], openSignUp = true) {
  const claims = new Map<string, Rol>();
  const all: Account[] = accounts.map((a) => ({ email: null, emailVerified: true, disabled: false, role: 'viewer', ...a }));
  const shown = (account: Account): Account => ({ ...account, role: claims.get(account.uid) ?? account.role });
  let made = 0;
  const users: UserDirectory = {
    openSignUp,
    async find(by) {
      const account = all.find((a) => ('email' in by ? a.email === by.email : a.uid === by.uid));
      return account ? shown(account) : null;
    },
    async list(limit, page) {
      const start = Number(page ?? 0);
      const next = start + limit < all.length ? String(start + limit) : null;
      return { accounts: all.slice(start, start + limit).map(shown), next };
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
  return { users, claims, accounts: all };
}
