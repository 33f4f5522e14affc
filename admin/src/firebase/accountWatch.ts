import type { Rol, UserRecord } from '@vegeo/data';
import { onAuthStateChanged, type Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { AccountWatch, SessionEnd } from '../session/accountWatch.js';

/**
 * Listens to `/users/{uid}` of whoever is signed in. A new role there is the app's role at once,
 * and forces a new ID token (its claim follows); `onRoleChange` tells the app to ask again what
 * the person may do. An entry marked disabled, or one that disappears while the account's token
 * can no longer be refreshed, ends the session (`onEnd`).
 */
export function watchAccount(auth: Auth, database: () => Promise<Database>, onRoleChange: () => void): AccountWatch {
  let role: Rol | undefined;
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
    void Promise.all([database(), import('firebase/database')]).then(([db, sdk]) => {
      if (stopped) return;
      stop = sdk.onValue(
        sdk.ref(db, `users/${user.uid}`),
        (snapshot) => {
          const entry = snapshot.val() as UserRecord | null;
          if (entry?.disabled) return end('disabled');
          if (!entry) {
            // Never mirrored yet (a new account) is fine; gone after being seen is a deletion, if Auth agrees.
            if (seen) user.getIdToken(true).catch(() => end('deleted'));
            return;
          }
          seen = true;
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
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
