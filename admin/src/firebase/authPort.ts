import { onIdTokenChanged, signInWithEmailAndPassword, signOut, type Auth, type User } from 'firebase/auth';
import type { AuthPort, AuthUser } from '../authProvider/ports.js';

async function toAuthUser(user: User | null): Promise<AuthUser | null> {
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL, claims };
}

/** Firebase Auth (modular SDK) as the authProvider's port. */
export function createAuthPort(auth: Auth): AuthPort {
  return {
    async signInWithPassword(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    async currentUser() {
      await auth.authStateReady();
      return toAuthUser(auth.currentUser);
    },
    onChange(listener) {
      return onIdTokenChanged(auth, (user) => {
        void toAuthUser(user).then(listener, () => listener(null));
      });
    },
  };
}
