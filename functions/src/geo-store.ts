import type { AuditEntry, Rol, StoredGeo, UserRecord } from '@vegeo/data';

export type { UserRecord };

/** An `/audit` entry as stored (its push id is the key). */
export type AuditRecord = Omit<AuditEntry, 'clave'>;

/** What the handlers need from the Realtime Database; the admin SDK implements it in rtdb-store.ts. */
export interface GeoStore {
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
  /** One atomic update outside `/geo` (the `/users` mirror and role audits). */
  update(patch: Record<string, unknown>): Promise<void>;
  /** A fresh, time-ordered key for `/audit`. */
  newAuditKey(): string;
  /** The newest `limit` audit entries, newest first, with their keys. */
  readAudit(limit: number): Promise<[string, AuditRecord][]>;
  /** `/users/{uid}` as it is now, `null` when the account has no entry yet. */
  readUser(uid: string): Promise<UserRecord | null>;
}

/** An account as Firebase Auth holds it now (not as an older ID token says). */
export interface Account {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /** The `role` custom claim; `viewer` without one. */
  role: Rol;
}

/** The accounts, as the admin SDK's Auth sees them. */
export interface UserDirectory {
  /** The account with this email or uid; `null` when there is none. */
  find(by: { email: string } | { uid: string }): Promise<Account | null>;
  /** Sets the `role` claim, keeping the account's other claims. */
  setRole(uid: string, role: Rol): Promise<void>;
}
