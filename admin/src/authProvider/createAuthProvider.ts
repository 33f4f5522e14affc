import { roleOfClaims, type Rol } from '@vegeo/data';
import type { AuthProvider } from 'ra-core';
import { authErrorMessage } from './authErrors.js';
import { SecondFactorRequired, type AccountState, type AuthPort, type AuthUser, type LoginParams } from './types.js';
import { forgetSignedOutReason } from '../session/signedOutReason.js';
import { canAccess } from './roleTable.js';

/** What the app bar shows: name, e-mail, avatar and role. */
export interface Identity {
  id: string;
  fullName: string;
  avatar?: string;
  email: string | null;
  role: Rol;
}

// Rejected as react-admin expects: to the sign-in page, without an error notice on a first visit.
async function signedIn(auth: AuthPort): Promise<AuthUser> {
  const user = await auth.currentUser();
  if (!user) throw { message: false };
  return user;
}

function signIn(auth: AuthPort, params: LoginParams): Promise<void> {
  switch (params.method) {
    case 'signUp':
      return auth.signUp(params.email.trim(), params.password);
    case 'emailLink':
      return auth.signInWithEmailLink(params.email.trim(), params.link);
    case 'google':
      return auth.signInWithGoogle();
    case 'code':
      return params.step.confirm(params.code.trim());
    default:
      return auth.signInWithPassword((params.email ?? params.username ?? '').trim(), params.password ?? '');
  }
}

/**
 * What the first page after sign-in needs, loaded while the sign-in runs: the app draws that page
 * once, with its data, instead of drawing it empty while the data competes with the drawing.
 */
export interface FirstPage {
  /** Starts loading the code the signed-in app needs (called as the sign-in is sent). */
  start(): void;
  /** Settles once the data is loaded, or has failed, or after a bounded wait (never rejects). */
  loaded(): Promise<void>;
  /**
   * Settles if the first data came from this device's copy, written for the same account (so it
   * was held by the service then); never otherwise.
   */
  fromCopy?(): Promise<void>;
}

/**
 * react-admin's auth provider over Firebase Auth: every sign-in method (`LoginParams`) with
 * Spanish errors, a sign-in that needs a second factor rejected with `SecondFactorRequired`; the
 * role from `/users/{uid}` when known (`account`), else the ID token's `role` claim (no claim:
 * viewer); `canAccess` by the role table. `checkError` signs out only on a 401
 * (`unauthenticated`): a denial, a conflict or a validation error stays on the page.
 *
 * @example createAuthProvider(createAuthPort(auth), session)
 */
export function createAuthProvider(auth: AuthPort, account?: AccountState, firstPage?: FirstPage): AuthProvider {
  const roleOfUser = (user: AuthUser) => account?.role() ?? roleOfClaims(user.claims);
  return {
    async login(params: LoginParams) {
      firstPage?.start();
      try {
        await signIn(auth, params);
        forgetSignedOutReason(); // signed in again: why the last session ended is old news
        // A new account reads nothing until the service holds it: the lists wait for that. One
        // this device kept a copy of the data for was held then: its first page is drawn from the
        // copy meanwhile (should the service have let it go since, the session ends when it says so).
        const user = await auth.currentUser();
        const ready = user && account?.ready?.(user.uid);
        if (ready) await (firstPage?.fromCopy ? Promise.race([ready, firstPage.fromCopy()]) : ready);
        await firstPage?.loaded();
      } catch (error) {
        if (error instanceof SecondFactorRequired) throw error;
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
      const role = roleOfUser(user);
      return {
        id: user.uid,
        fullName: user.displayName || user.email || user.phoneNumber || user.uid,
        ...(user.photoURL ? { avatar: user.photoURL } : {}),
        email: user.email,
        role,
      };
    },

    async getPermissions() {
      const user = await auth.currentUser();
      return user ? roleOfUser(user) : undefined;
    },

    async canAccess({ resource, action }) {
      const user = await auth.currentUser();
      return user !== null && canAccess(roleOfUser(user), resource, action);
    },
  };
}
