import { clearUsers } from './auth.js';
import { clearDatabase } from './database.js';

/**
 * Empties the database and the Auth emulator (rules stay), for a `beforeEach`.
 *
 * @example
 * beforeEach(resetEmulators);
 */
export async function resetEmulators(): Promise<void> {
  await Promise.all([clearDatabase(), clearUsers()]);
}
