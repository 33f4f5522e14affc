import type { AuditEntry, GeoMeta, Rol, StoredGeo } from '@vegeo/data';

/** An `/audit` entry as stored (its push id is the key). */
export type AuditRecord = Omit<AuditEntry, 'clave'>;

/** A `/users/{uid}` mirror of the role claim. */
export interface UserRecord {
  email?: string | null;
  role: Rol;
}

/** What the handlers need from the Realtime Database; the admin SDK implements it in rtdb-store.ts. */
export interface GeoStore {
  /** `/geo` as stored, or `null` while it is empty. */
  readGeo(): Promise<StoredGeo | null>;
  /** Calls `onChange` with `/geo/meta` now and on every change (`null` while absent); returns the unsubscribe. */
  watchMeta(onChange: (meta: Partial<GeoMeta> | null) => void): () => void;
  /**
   * Moves `/geo/meta/version` from `expected` to `expected + 1` in a transaction (an absent
   * version counts as 0). `false` when it held anything else: someone else changed the data.
   */
  claimVersion(expected: number): Promise<boolean>;
  /** One atomic multi-path update at the root: paths relative to it, `null` deletes. */
  update(patch: Record<string, unknown>): Promise<void>;
  /** A fresh, time-ordered key for `/audit`. */
  newAuditKey(): string;
  /** The newest `limit` audit entries, newest first, with their keys. */
  readAudit(limit: number): Promise<[string, AuditRecord][]>;
  readUser(uid: string): Promise<UserRecord | null>;
}

/** The accounts, as the admin SDK's Auth sees them. */
export interface UserDirectory {
  /** The account with this email or uid; `null` when there is none. */
  find(by: { email: string } | { uid: string }): Promise<{ uid: string; email: string | null } | null>;
  /** Sets the `role` claim, keeping the account's other claims. */
  setRole(uid: string, role: Rol): Promise<void>;
}
