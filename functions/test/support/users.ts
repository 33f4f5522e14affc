import type { Rol } from '@vegeo/data';
import type { UserDirectory } from '../../src/geo-store.js';

/** A UserDirectory over a list of accounts; `claims` shows what setRole did. */
export function memoryUsers(accounts: { uid: string; email: string | null }[]) {
  const claims = new Map<string, Rol>();
  const users: UserDirectory = {
    async find(by) {
      return accounts.find((a) => ('email' in by ? a.email === by.email : a.uid === by.uid)) ?? null;
    },
    async setRole(uid, role) {
      claims.set(uid, role);
    },
  };
  return { users, claims };
}
