import type { Caller } from './access.js';
import type { GeoStore } from './geo-store.js';

const seen = new Set<string>();

/**
 * Writes `/users/{uid}` the first time this instance sees a user who has none, so every account
 * that ever called appears there (as a viewer, unless a claim says otherwise). 2nd-gen functions
 * have no account-created trigger (only blocking functions, which need Identity Platform).
 */
export async function mirrorOnFirstSight(store: GeoStore, caller: Caller): Promise<void> {
  if (seen.has(caller.uid)) return;
  if (!(await store.readUser(caller.uid))) {
    await store.update({ [`users/${caller.uid}`]: { ...(caller.email ? { email: caller.email } : {}), role: caller.role } });
  }
  seen.add(caller.uid);
}
