import { DatabaseError, invalidData, permissionDenied } from './errors.js';
import { settleWritten, shelveWithin } from './coldStore.js';
import { hashNode } from './hash.js';
import type { Identity } from './identity.js';
import { type CommittedChange, ListenerRegistry } from './listeners.js';
import { type DataNode, PRIORITY_KEY, withPriority } from './node.js';
import { normalizeValue } from './normalize.js';
import { type Path, parsePath } from './path.js';
import { RulesChecker, indexedBy, type RulesQuery } from './rules.js';
import type { TargaryenRuleset } from './targaryen.js';
import { getAt, setAt, updateAt } from './tree.js';

type Write = readonly [Path, DataNode];

export interface WriteOptions {
  /** Compare-and-set: the SDK's hash of the value the write expects to replace. */
  hash?: string;
  /** Check everything, change nothing (onDisconnect registration). */
  dryRun?: boolean;
}

/**
 * One database namespace: its data, its rules and its listeners. Every operation runs to
 * completion synchronously, so each write is atomic with respect to every other client.
 */
export class Namespace {
  readonly listeners = new ListenerRegistry();
  private root: DataNode = null;
  private rules: RulesChecker;
  private ruleset: TargaryenRuleset;
  /** Rules set for this namespace through REST; null while it follows the server default. */
  ownRules: unknown = null;

  constructor(
    readonly name: string,
    rules: TargaryenRuleset,
    data: DataNode = null,
  ) {
    this.root = shelveWithin(data);
    this.rules = new RulesChecker(rules, () => this.root);
    this.ruleset = rules;
  }

  /** Whether the rules declare `.indexOn` for `index` on the children of `path`. */
  indexed(path: Path, index: string): boolean {
    return indexedBy(this.ruleset, path, index);
  }

  get data(): DataNode {
    return this.root;
  }

  useRules(rules: TargaryenRuleset): void {
    this.rules = this.rules.withRules(rules);
    this.ruleset = rules;
  }

  canRead(who: Identity, path: Path, query?: RulesQuery): boolean {
    return who.admin || this.rules.canRead(who.auth, path, Date.now(), query);
  }

  read(who: Identity, path: Path, query?: RulesQuery): DataNode {
    if (!this.canRead(who, path, query)) throw permissionDenied();
    return getAt(this.root, path);
  }

  /**
   * Overwrites a location; with `hash`, only if the location still hashes to it (transactions).
   * Returns the stored value (server values resolved).
   */
  set(who: Identity, pathText: string, input: unknown, options: WriteOptions = {}): DataNode {
    const { hash } = options;
    const now = Date.now();
    const [path, value] = this.prepare(parsePath(pathText, { allowPriority: true }), input, now);
    if (hash !== undefined && hashNode(getAt(this.root, path)) !== hash) {
      throw new DatabaseError('datastale', 'Transaction hash does not match');
    }
    const checked = who.admin ? undefined : this.rules.checkSet(who.auth, path, value, now);
    if (checked && !checked.allowed) throw permissionDenied();
    if (options.dryRun) return value;
    this.commit({ base: path, merge: false, writes: [[[], value]] }, checked?.after);
    return value;
  }

  /** Multi-path update: all locations are checked and written together, or none is. */
  update(who: Identity, baseText: string, input: unknown, options: Pick<WriteOptions, 'dryRun'> = {}): void {
    const now = Date.now();
    const base = parsePath(baseText);
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw invalidData('Invalid data: update expects an object of paths to values');
    }
    const writes = Object.entries(input).map(([key, raw]) => {
      const [path, value] = this.prepare([...base, ...parsePath(key, { allowPriority: true })], raw, now);
      return [path.slice(base.length), value] as Write;
    });
    if (writes.length === 0) return;
    if (writes.some(([path]) => path.length === 0)) throw invalidData('Invalid data: empty path in update');
    const merged = updateAt(this.root, base, writes);
    if (!who.admin && !this.rules.checkUpdate(who.auth, base, writes, now, merged).allowed) throw permissionDenied();
    if (options.dryRun) return;
    this.commit({ base, merge: true, writes }, merged);
  }

  /** Empties the namespace (REST `DELETE /.json` as owner). */
  clear(): void {
    this.commit({ base: [], merge: false, writes: [[[], null]] });
  }

  /**
   * Resolves server values and validates the input. A trailing `.priority` becomes a write of
   * the whole parent node with its new priority, the only form rules and listeners understand.
   */
  private prepare(path: Path, input: unknown, now: number): Write {
    if (path[path.length - 1] === PRIORITY_KEY) {
      const parent = path.slice(0, -1);
      if (input !== null && typeof input !== 'string' && typeof input !== 'number') {
        throw invalidData('Invalid data: priority must be a string, a number or null');
      }
      return [parent, withPriority(getAt(this.root, parent), input)];
    }
    return [path, normalizeValue(input, getAt(this.root, path), { now, depth: path.length })];
  }

  /** `next` is the resulting tree when the caller has it (a merge, a checked write). */
  private commit(change: CommittedChange, next?: DataNode): void {
    const before = this.root;
    this.root = next ?? setAt(before, change.base, change.writes[0]?.[1] ?? null);
    this.listeners.notify(before, this.root, change);
    // Once every listener has its data: growing collections keep their entries on disk.
    this.root = settleWritten(this.root, change.writes.map(([path]) => [...change.base, ...path]));
  }
}
