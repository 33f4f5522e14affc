import { DatabaseError } from './errors.js';
import type { DataNode } from './node.js';
import type { Path } from './path.js';
import { rulesRoot, viewed } from './rulesData.js';
import { toRulesPath } from './rulesKeys.js';
import { type TargaryenDatabase, type TargaryenResult, type TargaryenRuleset, targaryen } from './targaryen.js';

/** `auth` as rules see it: uid, provider and the token's claims (custom claims included). */
export interface RulesAuth {
  uid: string;
  provider: string;
  token: Record<string, unknown>;
}

/** Query parameters as targaryen's `query` rule variable expects them. */
export type RulesQuery = Record<string, string | number | boolean | null>;

/** Parses a rules document (`{"rules": {...}}`); throws `invalid_rules` with targaryen's reason. */
export function parseRules(definition: unknown): TargaryenRuleset {
  try {
    const ruleset = targaryen.ruleset(definition);
    DEFINITIONS.set(ruleset, definition);
    return ruleset;
  } catch (error) {
    throw new DatabaseError('invalid_rules', error instanceof Error ? error.message : String(error));
  }
}

/** Each ruleset's document: targaryen keeps no `.indexOn`. */
const DEFINITIONS = new WeakMap<TargaryenRuleset, unknown>();

/**
 * Whether the rules index the children of `path` by `index` (a child path, or `.value`): the
 * `.indexOn` of the rule that applies at `path`, a literal key before a `$wildcard`.
 */
export function indexedBy(rules: TargaryenRuleset, path: Path, index: string): boolean {
  let node = (DEFINITIONS.get(rules) as { rules?: unknown } | undefined)?.rules;
  for (const key of path) {
    if (!isObject(node)) return false;
    const wildcard = Object.keys(node).find((name) => name.startsWith('$'));
    node = Object.hasOwn(node, key) ? node[key] : wildcard ? node[wildcard] : undefined;
  }
  if (!isObject(node) || !Object.hasOwn(node, '.indexOn')) return false;
  const declared = node['.indexOn'];
  return (Array.isArray(declared) ? declared : [declared]).includes(index);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The outcome of a write check; when allowed, the data after the write. */
export interface RulesVerdict {
  readonly allowed: boolean;
  readonly after?: DataNode;
}

/**
 * Security rules over one namespace's data, evaluated by targaryen over that data itself (read
 * through `rulesData.ts`, no copy of it): `data` gives the namespace's current tree.
 */
export class RulesChecker {
  constructor(
    private readonly rules: TargaryenRuleset,
    private readonly data: () => DataNode,
  ) {}

  /** Same data, other rules. */
  withRules(rules: TargaryenRuleset): RulesChecker {
    return new RulesChecker(rules, this.data);
  }

  canRead(auth: RulesAuth | null, path: Path, now: number, query?: RulesQuery): boolean {
    const options = query ? { now, query } : { now };
    return this.as(auth).read(toRulesPath(path), options).allowed;
  }

  checkSet(auth: RulesAuth | null, path: Path, value: DataNode, now: number): RulesVerdict {
    return verdict(this.as(auth).write(toRulesPath(path), value, { now }));
  }

  /**
   * Every updated location must pass `.write`/`.validate` against the merged result (`merged`
   * when the caller has it already).
   */
  checkUpdate(auth: RulesAuth | null, base: Path, changes: ReadonlyArray<readonly [Path, DataNode]>, now: number, merged?: DataNode): RulesVerdict {
    const patch = Object.fromEntries(changes.map(([path, value]) => [toRulesPath(path), value]));
    return verdict(this.as(auth, merged).update(toRulesPath(base), patch, { now }));
  }

  canSet(auth: RulesAuth | null, path: Path, value: DataNode, now: number): boolean {
    return this.checkSet(auth, path, value, now).allowed;
  }

  canUpdate(auth: RulesAuth | null, base: Path, changes: ReadonlyArray<readonly [Path, DataNode]>, now: number): boolean {
    return this.checkUpdate(auth, base, changes, now).allowed;
  }

  private as(auth: RulesAuth | null, result?: DataNode): TargaryenDatabase {
    // A fresh view per check: targaryen's as(null) would keep a previous user.
    const db = targaryen.database(this.rules, rulesRoot(this.data(), result));
    return auth === null ? db : db.as(auth);
  }
}

function verdict(result: TargaryenResult): RulesVerdict {
  return result.allowed && result.newDatabase ? { allowed: true, after: viewed(result.newDatabase.root) } : { allowed: result.allowed };
}
