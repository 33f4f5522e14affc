import type { Rol } from '@vegeo/data';

/** A signed-in user as the app needs it: who, and the claims of their ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The phone number of an account that signs in by phone (E.164). */
  phoneNumber?: string | null;
  photoURL: string | null;
  claims: Record<string, unknown>;
}

/** A second factor the account has enrolled, as the sign-in step shows it. */
export interface SecondFactorHint {
  uid: string;
  /** The phone number as Firebase shows it (masked at sign-in), with its name when it has one. */
  label: string;
}

/** A step waiting for the code sent by SMS: a phone sign-in, a second factor, an enrolment. */
export interface CodeStep {
  confirm(code: string): Promise<void>;
}

/** The second step of a sign-in whose account has a second factor. */
export interface SecondFactorChallenge {
  hints: SecondFactorHint[];
  /** Sends the SMS code to the factor `hintUid`; confirm the code on what it returns. */
  sendCode(hintUid: string): Promise<CodeStep>;
}

/** Thrown by a sign-in that needs the second factor: the sign-in page asks for the code. */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: SecondFactorChallenge) {
    super('Su cuenta pide un segundo factor: escriba el código que le enviamos por SMS.');
    this.name = 'SecondFactorRequired';
  }
}

/** How a person signs in, as the sign-in page asks the authProvider. */
export type LoginParams =
  | { method?: 'password'; email?: string; username?: string; password?: string }
  | { method: 'signUp'; email: string; password: string }
  | { method: 'emailLink'; email: string; link: string }
  | { method: 'google' }
  | { method: 'code'; step: CodeStep; code: string };

/**
 * Firebase Auth as the app uses it (the SDK, or a fake in tests). Each call rejects with the
 * SDK's error (its `code`, e.g. `auth/invalid-credential`); a sign-in whose account has a second
 * factor rejects with `SecondFactorRequired`.
 */
export interface AuthPort {
  signInWithPassword(email: string, password: string): Promise<void>;
  /** Creates an account with a password and signs in with it. */
  signUp(email: string, password: string): Promise<void>;
  /** Sends the password reset e-mail; its link comes back to the app (`?mode=resetPassword`). */
  sendPasswordReset(email: string): Promise<void>;
  /** Sets the new password with the code of a reset link. */
  confirmPasswordReset(code: string, password: string): Promise<void>;
  /** The e-mail of the account a reset code is for (it fails when the code is used or old). */
  resetCodeEmail(code: string): Promise<string>;
  /** Sends a sign-in link by e-mail; it comes back to the app. */
  sendSignInLink(email: string): Promise<void>;
  isSignInLink(link: string): boolean;
  signInWithEmailLink(email: string, link: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /** Sends the SMS code to `phoneNumber`; confirm the code on what it returns. */
  startPhoneSignIn(phoneNumber: string): Promise<CodeStep>;
  signOut(): Promise<void>;
  /** The user once the saved session has been restored; `null` when signed out. */
  currentUser(): Promise<AuthUser | null>;
  /** Hears sign-in, sign-out and every new ID token (a role changed); returns the unsubscribe. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
}

/**
 * What the app knows of the signed-in account from `/users/{uid}`, which is authoritative: its
 * role there (the token's claim may lag behind), `undefined` until read or when absent.
 */
export interface AccountState {
  role(): Rol | undefined;
  /**
   * Settles once `/users/{uid}` holds the account (a new one is mirrored there by its first call
   * to the service), or that call failed: the database's rules let only an account it holds read.
   */
  ready?(uid: string): Promise<void>;
}
