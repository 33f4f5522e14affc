import type { CodeStep, SecondFactorHint } from '../authProvider/types.js';

/** The signed-in account as the profile page shows it. */
export interface Profile {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  /** How it signs in: `password`, `google.com`, `phone`, `emailLink` … */
  providers: string[];
  secondFactors: SecondFactorHint[];
}

/**
 * The signed-in person's own account (Firebase Auth, or a fake in tests). Calls reject with the
 * SDK's error; `auth/requires-recent-login` asks for `reauthenticate` first, then the call again.
 */
export interface ProfilePort {
  /** As Auth holds it now (reloaded); `null` when signed out. */
  load(): Promise<Profile | null>;
  update(changes: { displayName?: string | null; photoURL?: string | null }): Promise<void>;
  changePassword(newPassword: string): Promise<void>;
  /** With the current password, or (no password) by Google's popup. */
  reauthenticate(password?: string): Promise<void>;
  /** Sends an SMS code to the account's phone; confirming it proves again who the person is. */
  startPhoneReauth(): Promise<CodeStep>;
  /**
   * E-mails the account a sign-in link that proves again who the person is once opened in this
   * browser (where the app completes it with `completeReauthLink`).
   */
  sendReauthLink(): Promise<void>;
  /** Completes what `sendReauthLink` sent when `link` (the app's address) is such a link; `false` when it is not. */
  completeReauthLink(link: string): Promise<boolean>;
  sendVerificationEmail(): Promise<void>;
  /** Adds e-mail and password to an account that signs in without them (phone, Google). */
  addPassword(email: string, password: string): Promise<void>;
  /** Sends the SMS code to `phoneNumber`; confirming it links the phone as a way to sign in. */
  startPhoneLink(phoneNumber: string): Promise<CodeStep>;
  /** Links a Google account through Google's popup. */
  linkGoogle(): Promise<void>;
  /** Removes one way to sign in (`password`, `phone`, `google.com`); refuses the last one (`vegeo/last-method`). */
  unlink(providerId: string): Promise<void>;
  /** Sends the SMS code to `phoneNumber`; confirming it enrols the phone as second factor. */
  startSecondFactor(phoneNumber: string): Promise<CodeStep>;
  removeSecondFactor(uid: string): Promise<void>;
  /** Deletes the account (`borrarMiCuenta`: its `/users` entry goes, its audit entries stay), then signs out. */
  deleteAccount(): Promise<void>;
}
