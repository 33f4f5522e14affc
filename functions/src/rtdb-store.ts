import type { Database } from 'firebase-admin/database';
import type { Auth } from 'firebase-admin/auth';
import type { GeoMeta, Rol, StoredGeo } from '@vegeo/data';
import type { AuditRecord, GeoStore, UserDirectory, UserRecord } from './geo-store.js';

/** The GeoStore over the admin SDK (rules don't apply to it; the callables are the gate). */
export function rtdbStore(db: Database): GeoStore {
  return {
    async readGeo() {
      return (await db.ref('geo').get()).val() as StoredGeo | null;
    },
    watchMeta(onChange) {
      const ref = db.ref('geo/meta');
      const listener = ref.on('value', (snapshot) => onChange(snapshot.val() as Partial<GeoMeta> | null));
      return () => ref.off('value', listener);
    },
    async claimVersion(expected) {
      const result = await db.ref('geo/meta/version').transaction((current: unknown) => {
        // The first attempt may run on an empty local cache: answer something the server will
        // compare and, if it holds a value, call us again with it. Only a real 0/absent and
        // `expected === 0` can commit from null.
        if (current === null || current === undefined) return expected === 0 ? 1 : null;
        return current === expected ? expected + 1 : undefined;
      });
      return result.committed && result.snapshot.val() === expected + 1;
    },
    async update(patch) {
      await db.ref().update(patch);
    },
    newAuditKey() {
      return db.ref('audit').push().key!;
    },
    async readAudit(limit) {
      const snapshot = await db.ref('audit').orderByChild('at').limitToLast(limit).get();
      const entries: [string, AuditRecord][] = [];
      snapshot.forEach((child) => {
        entries.push([child.key!, child.val() as AuditRecord]);
      });
      return entries.reverse();
    },
    async readUser(uid) {
      return (await db.ref(`users/${uid}`).get()).val() as UserRecord | null;
    },
  };
}

/** The UserDirectory over the admin SDK's Auth. */
export function authDirectory(auth: Auth): UserDirectory {
  return {
    async find(by) {
      try {
        const user = 'email' in by ? await auth.getUserByEmail(by.email) : await auth.getUser(by.uid);
        return { uid: user.uid, email: user.email ?? null };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async setRole(uid, role: Rol) {
      const { customClaims = {} } = await auth.getUser(uid);
      await auth.setCustomUserClaims(uid, { ...customClaims, role });
    },
  };
}
