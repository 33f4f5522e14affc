import type { AuditEntry, AuditoriaCampo, Rol, StoredGeo, UserRecord } from '@vegeo/data';
import type { AccountsState } from '@vegeo/backend';

export type { UserRecord };

/** An `/audit` entry as stored (its push id is the key). */
export type AuditRecord = Omit<AuditEntry, 'clave'>;

/** Which audit entries to read: newest first; push ids for keys, so keys sort by time. */
export interface AuditQuery {
  limit: number;
  /** Older than this key. */
  before?: string;
  /** At this key or newer. */
  since?: string;
  /** Only the entries whose `field` is `value` (a field `.indexOn` names). */
  where?: { field: AuditoriaCampo; value: string };
}

/** What the handlers need from the Realtime Database; the admin SDK implements it in rtdbStore.ts. */
export interface Store {
  /**
   * `/geo` as this instance knows it, `null` while empty. One value holds whole changes (a
   * change's records and its `/geo/meta` arrive together), never older than a change this
   * instance committed, and is the same object until `/geo` changes.
   */
  readGeo(): Promise<StoredGeo | null>;
  /**
   * Writes `patch` (paths from the root, `null` deletes) in one atomic update, only while
   * `/geo/meta/version` still holds `base` (absent counts as 0); the patch moves it to `base + 1`.
   * `false` when another change came first: nothing was written. Throws when the database refuses
   * the change for any other reason.
   */
  commit(base: number, patch: Record<string, unknown>): Promise<boolean>;
  /** `/users` and the counter of its changes, read from the database now (the counter first). */
  readAccounts(): Promise<AccountsState>;
  /**
   * As `commit`, for `/users`: only while `usersMeta/version` still holds `base`, moving it to
   * the next. `false` when another account change came first.
   */
  commitAccounts(base: number, patch: Record<string, unknown>): Promise<boolean>;
  /** A fresh, time-ordered key for `/audit`. */
  newAuditKey(): string;
  /** The newest audit entries `query` selects, newest first, with their keys. */
  readAudit(query: AuditQuery): Promise<[string, AuditRecord][]>;
  /** The audit entry `key`, `null` when there is none. */
  readAuditEntry(key: string): Promise<AuditRecord | null>;
  /** `/users/{uid}` as it is now, `null` when the account has no entry yet. */
  readUser(uid: string): Promise<UserRecord | null>;
  /**
   * `/users` and its counter as this instance keeps them live, never older than the counter the
   * database held when the call began (waiting a moment for the listener when it is behind).
   * `users` is the same object until `/users` changes, so what is derived from it can be kept;
   * never to be modified.
   */
  readUserList(): Promise<{ version: number; users: Readonly<Record<string, UserRecord>> }>;
  /** A random key kept at `/claves/{name}`, made on first use; only the service reads it. */
  secret(name: string): Promise<string>;
}

/** An account as Firebase Auth holds it now (not as an older ID token says). */
export interface Account {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /** The `role` custom claim; `viewer` without one. */
  role: Rol;
  displayName?: string | null;
  photoURL?: string | null;
  phoneNumber?: string | null;
  /** Provider ids of the ways it signs in (`password`, `google.com`, `phone`). */
  providers?: string[];
  /** Milliseconds since the epoch. */
  createdAt?: number | null;
  lastSignInAt?: number | null;
  /** Whether a second factor is enrolled. */
  secondFactor?: boolean;
}

/** The accounts, as the admin SDK's Auth sees them. */
export interface UserDirectory {
  /**
   * Whether an account nobody invited (one without a `/users` entry) may use the service:
   * `REGISTRO_ABIERTO`, yes unless set to false.
   */
  readonly openSignUp?: boolean;
  /** The account with this email or uid; `null` when there is none. */
  find(by: { email: string } | { uid: string }): Promise<Account | null>;
  /** The accounts of these uids that exist, in any order. */
  findMany(uids: readonly string[]): Promise<Account[]>;
  /** A new account without a password, to sign in by e-mail link; `null` when the e-mail is taken. */
  create(email: string, displayName?: string): Promise<Account | null>;
  /** Sets the `role` claim, keeping the account's other claims. */
  setRole(uid: string, role: Rol): Promise<void>;
  /** Disables or enables sign-in; disabling also ends every session (refresh tokens revoked). */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Deletes the account; an account already gone is fine. */
  remove(uid: string): Promise<void>;
}
