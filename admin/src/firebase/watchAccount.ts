import type { Rol, UserRecord } from '@vegeo/data';
import { onAuthStateChanged, type Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { AccountWatch, SessionEnd } from '../session/accountWatch.js';
import { loadListenCalls } from './databaseSdk.js';

/** How long a sign-in waits for the service to hold a new account before showing the app anyway. */
const READY_MS = 15_000;

/**
 * Listens to `/users/{uid}` of whoever is signed in. A new role there is the app's role at once,
 * and forces a new ID token (its claim follows); `onRoleChange` tells the app to ask again what
 * the person may do. An entry marked disabled, or one that disappears while the account's token
 * can no longer be refreshed, ends the session (`onEnd`). `register` has the service mirror the
 * account there as Auth holds it (name, phone, last sign-in, for the Usuarios list): once per
 * sign-in, and first of all for an account without an entry yet (signed up a moment ago).
 */
export function watchAccount(auth: Auth, database: () => Promise<Database>, onRoleChange: () => void, register: () => Promise<unknown>): AccountWatch {
  let role: Rol | undefined;
  const ready = new Map<string, { promise: Promise<void>; settle: () => void }>();
  const readiness = (uid: string) => {
    let entry = ready.get(uid);
    if (!entry) {
      let settle = () => {};
      const promise = new Promise<void>((resolve) => (settle = resolve));
      entry = { promise, settle };
      ready.set(uid, entry);
    }
    return entry;
  };
  const listeners = new Set<(reason: SessionEnd) => void>();
  const end = (reason: SessionEnd) => listeners.forEach((listener) => listener(reason));
  let stop: (() => void) | undefined;

  onAuthStateChanged(auth, (user) => {
    stop?.();
    stop = undefined;
    role = undefined;
    if (!user) return;
    let stopped = false;
    let seen = false;
    stop = () => {
      stopped = true;
    };
    void Promise.all([database(), loadListenCalls()]).then(([db, sdk]) => {
      if (stopped) return;
      stop = sdk.onValue(
        sdk.ref(db, `users/${user.uid}`),
        (snapshot) => {
          const entry = snapshot.val() as UserRecord | null;
          if (entry?.disabled) return end('disabled');
          if (!entry) {
            // Gone after being seen is a deletion, if Auth agrees; never mirrored yet is a new account.
            if (seen) user.getIdToken(true).catch(() => end('deleted'));
            else void register().then(readiness(user.uid).settle, readiness(user.uid).settle);
            return;
          }
          // Once per sign-in: the entry's copy of the account's name, phone and last sign-in.
          if (!seen) void register().catch(() => undefined);
          seen = true;
          readiness(user.uid).settle();
          if (entry.role === role) return;
          const first = role === undefined;
          role = entry.role;
          if (!first) void user.getIdToken(true).catch(() => undefined);
          onRoleChange();
        },
        () => undefined,
      );
    });
  });

  return {
    role: () => role,
    ready: (uid) => Promise.race([readiness(uid).promise, new Promise<void>((resolve) => setTimeout(resolve, READY_MS))]),
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
