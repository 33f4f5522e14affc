/** A signed-in user as the app needs it: who, and the claims of their ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  claims: Record<string, unknown>;
}

/** Firebase Auth as the app uses it (the SDK, or a fake in tests). */
export interface AuthPort {
  /** Rejects with the SDK's error (its `code`, e.g. `auth/invalid-credential`). */
  signInWithPassword(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** The user once the saved session has been restored; `null` when signed out. */
  currentUser(): Promise<AuthUser | null>;
  /** Hears sign-in, sign-out and every new ID token (a role changed); returns the unsubscribe. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
}
