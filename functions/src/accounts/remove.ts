import { userIn, type Actor } from '@vegeo/backend';
import { fail } from '../errors.js';
import type { UserDirectory } from '../store.js';
import { checkLastAdmin, commitAccountChange, type AccountsDeps } from './commit.js';

/**
 * Deletes the account `uid` and its `/users` entry; its audit entries stay. Auth first disables
 * it (its sessions end), so that if anything fails later it stays unusable rather than coming back
 * as its claim says; then `/users` (audited as `borrar`, never the last active admin); then Auth.
 * An account already deleted in Auth (the console) loses the entry it left in `/users`.
 */
export async function removeAccount(deps: AccountsDeps & { users: UserDirectory }, actor: Actor, uid: string): Promise<void> {
  const account = await deps.users.find({ uid });
  const state = await deps.store.readAccounts();
  if (!account && !userIn(state.users, uid)) throw fail('not-found', `No existe la cuenta '${uid}'`, { campo: 'uid' });
  await checkLastAdmin(deps, state, { accion: 'borrar', uid, despues: null }, actor.uid);
  const enabled = account?.disabled === false;
  if (enabled) await deps.users.setDisabled(uid, true);
  try {
    await commitAccountChange(deps, (now) => (userIn(now.users, uid) ? { accion: 'borrar', uid, despues: null } : null), actor);
  } catch (error) {
    if (enabled) await deps.users.setDisabled(uid, false);
    throw error;
  }
  if (account) await deps.users.remove(uid);
}
