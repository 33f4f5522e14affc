import type { AuthProvider } from 'ra-core';
import { authErrorMessage } from './authErrors.js';
import type { AuthPort, AuthUser } from './ports.js';
import { ROLE_LABEL, canAccess, roleOf } from './roles.js';

/** What the app bar shows: name, e-mail, avatar and role. */
export interface Identity {
  id: string;
  fullName: string;
  avatar?: string;
  email: string | null;
  role: ReturnType<typeof roleOf>;
  roleLabel: string;
}

// Rejected as react-admin expects: to the sign-in page, without an error notice on a first visit.
async function signedIn(auth: AuthPort): Promise<AuthUser> {
  const user = await auth.currentUser();
  if (!user) throw { message: false };
  return user;
}

/**
 * react-admin's auth provider over Firebase Auth: e-mail and password sign-in with Spanish
 * errors, the role from the ID token's `role` claim (no claim: viewer), `canAccess` by the role
 * table. `checkError` signs out only on a 401 (`unauthenticated`): a denial, a conflict or a
 * validation error stays on the page with its message.
 *
 * @example createAuthProvider(createAuthPort(getAuth(app)))
 */
export function createAuthProvider(auth: AuthPort): AuthProvider {
  return {
    async login(params: { email?: string; username?: string; password?: string }) {
      const email = (params.email ?? params.username ?? '').trim();
      try {
        await auth.signInWithPassword(email, params.password ?? '');
      } catch (error) {
        throw new Error(authErrorMessage(error));
      }
    },

    logout: () => auth.signOut(),

    async checkAuth() {
      await signedIn(auth);
    },

    async checkError(error: { status?: number } | null | undefined) {
      if (error?.status === 401) throw error;
    },

    async getIdentity(): Promise<Identity> {
      const user = await signedIn(auth);
      const role = roleOf(user.claims);
      return {
        id: user.uid,
        fullName: user.displayName || user.email || user.uid,
        ...(user.photoURL ? { avatar: user.photoURL } : {}),
        email: user.email,
        role,
        roleLabel: ROLE_LABEL[role],
      };
    },

    async getPermissions() {
      const user = await auth.currentUser();
      return user ? roleOf(user.claims) : undefined;
    },

    async canAccess({ resource, action }) {
      const user = await auth.currentUser();
      return user !== null && canAccess(roleOf(user.claims), resource, action);
    },
  };
}
