import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Database, DataSnapshot, Query } from 'firebase-admin/database';
import { roleOfClaims, type Rol, type StoredGeo, type UserRecord } from '@vegeo/data';
import { ACCOUNTS_VERSION_PATH, databaseAccounts, refused, usersIn, usersParts } from '@vegeo/backend';
import type { Account, AuditRecord, Store, UserDirectory } from './store.js';
import { CountedNode, LiveNode, LiveNodes } from './liveNode.js';

/** The uid the functions write as: database.rules.json lets only it write, and holds it to the rules. */
export const SERVICE_UID = 'vegeo-functions';

/** How long a read waits for a change this instance made, or heard of, to reach its listener. */
const CATCH_UP_MS = 2_000;
/** How long a refused commit waits to hear of the change that came first, before asking. */
const REFUSAL_MS = 300;

/**
 * The Store over the admin SDK. `reader` has the admin's rights and keeps `/geo` and the users
 * it is asked about live through listeners; `writer` is the same database bound to the security
 * rules as `SERVICE_UID` (databaseAuthVariableOverride), and holds no listeners, so its own
 * pending writes never show in what this instance reads. The rules make a commit conditional:
 * they accept a write under `/geo` only when it moves `/geo/meta/version` from the value it holds
 * to the next, and an audit entry only from a user whose role allows the change.
 */
export function rtdbStore(reader: Database, writer: Database): Store {
  const geo = new LiveNode<StoredGeo>(reader.ref('geo'), 'meta/version', 'meta/updatedAt');
  const users = new LiveNodes<UserRecord>((uid) => reader.ref(`users/${uid}`), 1_000);
  // The writer holds no listeners, so its read of the counter asks the database.
  const userList = new CountedNode<Record<string, UserRecord>>(
    usersParts(reader.ref('users')),
    reader.ref(ACCOUNTS_VERSION_PATH),
    async () => ((await writer.ref(ACCOUNTS_VERSION_PATH).get()).val() as number | null) ?? 0,
    (snapshots) => usersIn(snapshots as [DataSnapshot, DataSnapshot, DataSnapshot]),
  );
  return {
    readGeo: () => geo.read(CATCH_UP_MS),
    async commit(base, patch) {
      // Read before the write: an expectation outlives no replacement of /geo heard after it.
      const epoch = geo.epoch;
      try {
        await writer.ref().update(patch);
        geo.expect(base + 1, epoch);
        return true;
      } catch (error) {
        if (!refused(error)) throw error;
        // Almost always another change came first, which this instance hears of in a moment:
        // plan again once it has. Otherwise ask the database whether the version moved at all.
        geo.expect(base + 1, epoch);
        await geo.read(REFUSAL_MS);
        if (geo.latest > base) return false;
        const now = ((await writer.ref('geo/meta/version').get()).val() as number | null) ?? 0;
        if (now === base) throw error;
        // Below the base: /geo was replaced under this change (a forced seed, a restore).
        if (now < base) await geo.replacedAt(now, epoch, CATCH_UP_MS);
        else geo.expect(now, epoch);
        await geo.read(CATCH_UP_MS);
        return false;
      }
    },
    ...databaseAccounts(writer, writer),
    newAuditKey() {
      return reader.ref('audit').push().key!;
    },
    async readAudit({ limit, before, since, where }) {
      let query: Query = reader.ref('audit');
      if (where) {
        // Entries of one value sort by key: the key bounds go with that value.
        query = query.orderByChild(where.field).startAt(where.value, since);
        query = before ? query.endBefore(where.value, before) : query.endAt(where.value);
      } else {
        query = query.orderByKey();
        if (since) query = query.startAt(since);
        if (before) query = query.endBefore(before);
      }
      const snapshot = await query.limitToLast(limit).get();
      const entries: [string, AuditRecord][] = [];
      snapshot.forEach((child) => {
        entries.push([child.key!, child.val() as AuditRecord]);
      });
      return entries.reverse();
    },
    async readAuditEntry(key) {
      return (await reader.ref(`audit/${key}`).get()).val() as AuditRecord | null;
    },
    readUser: (uid) => users.read(uid),
    async readUserList() {
      const { version, value } = await userList.read(CATCH_UP_MS);
      return { version, users: value ?? NO_USERS };
    },
    async secret(name) {
      const ref = writer.ref(`claves/${name}`);
      const kept = (await ref.get()).val() as string | null;
      if (kept) return kept;
      // The rules take only the first key written: of two instances racing, both then read that one.
      await ref.set(randomBytes(32).toString('base64url')).catch((error: unknown) => {
        if (!refused(error)) throw error;
      });
      return (await ref.get()).val() as string;
    },
  };
}

const NO_USERS: Readonly<Record<string, UserRecord>> = Object.freeze(Object.create(null));

/** How many accounts Auth's `getUsers` takes at once. */
const GET_USERS_MAX = 100;

/** The UserDirectory over the admin SDK's Auth. */
export function authDirectory(auth: Auth, { openSignUp = true }: { openSignUp?: boolean } = {}): UserDirectory {
  return {
    openSignUp,
    async find(by) {
      try {
        return accountOf('email' in by ? await auth.getUserByEmail(by.email) : await auth.getUser(by.uid));
      } catch (error) {
        if (code(error) === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async findMany(uids) {
      const chunks: string[][] = [];
      for (let at = 0; at < uids.length; at += GET_USERS_MAX) chunks.push(uids.slice(at, at + GET_USERS_MAX));
      const found = await Promise.all(chunks.map((chunk) => auth.getUsers(chunk.map((uid) => ({ uid })))));
      return found.flatMap(({ users }) => users.map(accountOf));
    },
    async create(email, displayName) {
      try {
        return accountOf(await auth.createUser({ email, ...(displayName ? { displayName } : {}) }));
      } catch (error) {
        if (code(error) === 'auth/email-already-exists') return null;
        throw error;
      }
    },
    async setRole(uid, role: Rol) {
      const { customClaims = {} } = await auth.getUser(uid);
      await auth.setCustomUserClaims(uid, { ...customClaims, role });
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    async remove(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (code(error) !== 'auth/user-not-found') throw error;
      }
    },
  };
}

type AuthUser = Awaited<ReturnType<Auth['getUser']>>;

function accountOf(user: AuthUser): Account {
  const time = (text: string | undefined) => (text ? Date.parse(text) : null);
  return {
    uid: user.uid,
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    role: roleOfClaims(user.customClaims),
    displayName: user.displayName ?? null,
    photoURL: user.photoURL ?? null,
    phoneNumber: user.phoneNumber ?? null,
    providers: user.providerData.map((provider) => provider.providerId),
    createdAt: time(user.metadata.creationTime),
    // No way in yet (an invitation not taken up) means never signed in, whatever the metadata says:
    // Auth's emulator stamps a created account's last sign-in with its creation.
    lastSignInAt: user.providerData.length === 0 ? null : time(user.metadata.lastSignInTime),
    secondFactor: (user.multiFactor?.enrolledFactors.length ?? 0) > 0,
  };
}

const code = (error: unknown) => (error as { code?: string }).code;
