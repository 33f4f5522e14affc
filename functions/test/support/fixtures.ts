import { pais, toFlat, type Rol, type UserRecord } from '@vegeo/data';
import { MemoryStore } from './memoryStore.js';
import { memoryUsers } from './users.js';

export const NOW = 1_700_000_000_000;

const ROLES: Rol[] = ['viewer', 'editor', 'admin'];

/**
 * The accounts `as(role)` calls with (`viewer-uid`, `editor-uid`, `admin-uid`), in Auth and
 * mirrored at `/users`, so that the role each call claims is also the one the server holds.
 */
export function accounts() {
  const mirror: Record<string, UserRecord> = {};
  for (const role of ROLES) mirror[`${role}-uid`] = { email: `${role}-uid@example.com`, role };
  const directory = memoryUsers(ROLES.map((role) => ({ uid: `${role}-uid`, email: `${role}-uid@example.com`, role })));
  return { mirror, ...directory };
}

/** A store holding the dataset at `version` and those accounts, and the dependencies the record handlers take. */
export function seeded(version = 1) {
  const { mirror, users, accounts: list } = accounts();
  const store = new MemoryStore(toFlat(pais, { version, updatedAt: NOW - 1000 }), mirror);
  return { store, users, accounts: list, deps: { store, users, clock: () => NOW, embedded: pais } };
}
