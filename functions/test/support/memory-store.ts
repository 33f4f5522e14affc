import type { GeoMeta, StoredGeo } from '@vegeo/data';
import type { AuditRecord, GeoStore, UserRecord } from '../../src/geo-store.js';

/**
 * A GeoStore over one in-memory JSON tree, with RTDB's update semantics (paths, null deletes,
 * empty objects vanish) for the handler tests. `updates` records every patch.
 */
export class MemoryStore implements GeoStore {
  root: Record<string, unknown> = {};
  updates: Record<string, unknown>[] = [];
  /** Runs before a claim: lets a test slip in a rival change. */
  beforeClaim?: () => void;
  private listeners = new Set<(meta: Partial<GeoMeta> | null) => void>();
  private keys = 0;

  constructor(geo?: unknown) {
    if (geo) this.root = { geo: clone(geo) };
  }

  get(path: string): unknown {
    return path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], this.root);
  }

  async readGeo() {
    return clone(this.get('geo') ?? null) as StoredGeo | null;
  }

  watchMeta(onChange: (meta: Partial<GeoMeta> | null) => void) {
    this.listeners.add(onChange);
    onChange(clone(this.get('geo/meta') ?? null) as Partial<GeoMeta> | null);
    return () => this.listeners.delete(onChange);
  }

  async claimVersion(expected: number) {
    this.beforeClaim?.();
    const current = (this.get('geo/meta/version') as number | undefined) ?? 0;
    if (current !== expected) return false;
    this.set('geo/meta/version', expected + 1);
    return true;
  }

  async update(patch: Record<string, unknown>) {
    this.updates.push(clone(patch));
    for (const [path, value] of Object.entries(patch)) this.set(path, clone(value));
    const meta = clone(this.get('geo/meta') ?? null) as Partial<GeoMeta> | null;
    for (const listener of this.listeners) listener(meta);
  }

  newAuditKey() {
    return `-k${String(++this.keys).padStart(6, '0')}`;
  }

  async readAudit(limit: number) {
    const audit = (this.get('audit') ?? {}) as Record<string, AuditRecord>;
    return Object.entries(audit)
      .sort(([, a], [, b]) => a.at - b.at)
      .slice(-limit)
      .reverse();
  }

  async readUser(uid: string) {
    return (this.get(`users/${uid}`) ?? null) as UserRecord | null;
  }

  private set(path: string, value: unknown) {
    const keys = path.split('/');
    const last = keys.pop()!;
    let node = this.root;
    for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
    if (value === null) delete node[last];
    else node[last] = value;
  }
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
