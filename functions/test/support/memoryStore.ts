import type { StoredGeo, UserRecord } from '@vegeo/data';
import { ACCOUNTS_VERSION_PATH } from '@vegeo/backend';
import type { AuditQuery, AuditRecord, Store } from '../../src/store.js';

/**
 * A Store over one in-memory JSON tree, with RTDB's update semantics (paths, null deletes,
 * empty objects vanish) and the rules' condition on commits (`/geo/meta/version` must still be
 * the base, and move to the next), for the handler tests. `updates` records every patch written.
 */
export class MemoryStore implements Store {
  root: Record<string, unknown> = Object.create(null);
  updates: Record<string, unknown>[] = [];
  /** Runs before each commit: lets a test slip in a rival change. */
  beforeCommit?: () => Promise<void> | void;
  private geo: StoredGeo | null | undefined;
  private keys = 0;
  private userList: { json: string; users: Record<string, UserRecord> } | undefined;

  constructor(geo?: unknown, users: Record<string, UserRecord> = {}) {
    if (geo) this.root['geo'] = clone(geo);
    if (Object.keys(users).length) this.root['users'] = clone(users);
  }

  get(path: string): unknown {
    // Own children only, as in the database: `users/constructor` is that account or nothing.
    return path.split('/').reduce<unknown>((node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), this.root);
  }

  async readGeo() {
    // One object until /geo changes, as the live store hands it over.
    if (this.geo === undefined) this.geo = clone((this.get('geo') ?? null) as StoredGeo | null);
    return this.geo;
  }

  async commit(base: number, patch: Record<string, unknown>) {
    await this.beforeCommit?.();
    if (((this.get('geo/meta/version') as number | undefined) ?? 0) !== base) return false;
    const moved = (patch['geo/meta'] as { version?: number } | undefined)?.version ?? (patch['geo'] as StoredGeo | undefined)?.meta?.version;
    if (moved !== base + 1) throw new Error(`PERMISSION_DENIED: the commit must move the version to ${base + 1}`);
    this.apply(patch);
    return true;
  }

  async readAccounts() {
    return {
      version: (this.get(ACCOUNTS_VERSION_PATH) as number | undefined) ?? 0,
      users: ownUsers(clone(this.get('users') ?? {})),
    };
  }

  async commitAccounts(base: number, patch: Record<string, unknown>) {
    await this.beforeCommit?.();
    if (((this.get(ACCOUNTS_VERSION_PATH) as number | undefined) ?? 0) !== base) return false;
    if (patch[ACCOUNTS_VERSION_PATH] !== base + 1) throw new Error(`PERMISSION_DENIED: the commit must move the accounts to ${base + 1}`);
    this.apply(patch);
    return true;
  }

  /** Writes a patch as one update, recorded in `updates`. */
  apply(patch: Record<string, unknown>) {
    this.updates.push(clone(patch));
    for (const [path, value] of Object.entries(patch)) this.set(path, clone(value));
  }

  newAuditKey() {
    return `-k${String(++this.keys).padStart(6, '0')}`;
  }

  async readAudit({ limit, before, since, where }: AuditQuery) {
    const audit = (this.get('audit') ?? {}) as Record<string, AuditRecord>;
    // Push ids: ordering by key is ordering by string, and by time.
    return Object.entries(audit)
      .filter(([key, entry]) => (!before || key < before) && (!since || key >= since) && (!where || entry[where.field] === where.value))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .slice(-limit)
      .reverse();
  }

  async readAuditEntry(key: string) {
    return clone((this.get(`audit/${key}`) ?? null) as AuditRecord | null);
  }

  async readUserList() {
    // One object until /users changes, as the live store hands it over.
    const json = JSON.stringify(this.get('users') ?? {});
    if (this.userList?.json !== json) this.userList = { json, users: ownUsers(JSON.parse(json)) };
    return { version: (this.get(ACCOUNTS_VERSION_PATH) as number | undefined) ?? 0, users: this.userList.users };
  }

  async readUser(uid: string) {
    return clone((this.get(`users/${uid}`) ?? null) as UserRecord | null);
  }

  async secret(name: string) {
    if (!this.get(`claves/${name}`)) this.set(`claves/${name}`, `clave-${name}-de-prueba`);
    return this.get(`claves/${name}`) as string;
  }

  /** Writes `value` at `path` as an admin would (no condition), e.g. a rival change in a test. */
  set(path: string, value: unknown) {
    if (path === 'geo' || path.startsWith('geo/')) this.geo = undefined;
    const keys = path.split('/');
    const last = keys.pop()!;
    let node = this.root;
    for (const key of keys) node = (Object.hasOwn(node, key) ? node[key] : put(node, key, Object.create(null))) as Record<string, unknown>;
    if (value === null) delete node[last];
    else put(node, last, value);
  }
}

/** `node[key] = value`, also when `key` is `__proto__` (an ordinary child, as in the database). */
function put(node: Record<string, unknown>, key: string, value: unknown): unknown {
  Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** `/users` as the live store hands it over: without a prototype, so a uid is never an inherited member. */
const ownUsers = (users: unknown): Record<string, UserRecord> => Object.assign(Object.create(null), users);
