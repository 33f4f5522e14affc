import type { Actor } from '@vegeo/data';
import { fail } from '../errors.js';
import type { UserDirectory } from '../geoStore.js';
import { checkLastAdmin, commitAccountChange, type AccountsDeps } from './commit.js';

/**
 * Deletes the account `uid` and its `/users` entry; its audit entries stay. Auth first disables
 * it (its sessions end), so that if anything fails later it stays unusable rather than coming back
 * as its claim says; then `/users` (audited as `borrar`, never the last active admin); then Auth.
 */
export async function removeAccount(deps: AccountsDeps & { users: UserDirectory }, actor: Actor, uid: string): Promise<void> {
  const account = await deps.users.find({ uid });
  if (!account) throw fail('not-found', `No existe la cuenta '${uid}'`, { campo: 'uid' });
  await checkLastAdmin(deps, await deps.store.readAccounts(), { accion: 'borrar', uid, despues: null }, actor.uid);
  if (!account.disabled) await deps.users.setDisabled(uid, true);
  try {
    await commitAccountChange(deps, (now) => (now.users[uid] ? { accion: 'borrar', uid, despues: null } : null), actor);
  } catch (error) {
    if (!account.disabled) await deps.users.setDisabled(uid, false);
    throw error;
  }
  await deps.users.remove(uid);
}
