import { DatabaseError } from './errors.js';
import type { DataNode } from './node.js';
import { type Path, sharedParent } from './path.js';
import { toRulesData, toRulesKey, toRulesPath } from './rulesKeys.js';
import { type TargaryenDataNode, type TargaryenDatabase, type TargaryenResult, type TargaryenRuleset, targaryen } from './targaryen.js';

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
    return targaryen.ruleset(definition);
  } catch (error) {
    throw new DatabaseError('invalid_rules', error instanceof Error ? error.message : String(error));
  }
}


/** The outcome of a write check; when allowed, targaryen's copy of the data after the write. */
export interface RulesVerdict {
  readonly allowed: boolean;
  readonly after?: TargaryenDataNode;
}

/**
 * Security rules over one namespace's data, evaluated by targaryen. It keeps targaryen's own
 * (persistent) copy of the data in step with every committed change, so a check costs the
 * rule evaluation only, not a conversion of the whole tree; an allowed write's resulting copy
 * is adopted as is rather than rebuilt.
 */
export class RulesChecker {
  private root: TargaryenDataNode;

  constructor(
    private readonly rules: TargaryenRuleset,
    data: DataNode,
  ) {
    this.root = targaryen.database(rules, toRulesData(data)).root;
  }

  /** Same data, other rules. */
  withRules(rules: TargaryenRuleset): RulesChecker {
    const next = new RulesChecker(rules, null);
    next.root = this.root;
    return next;
  }

  canRead(auth: RulesAuth | null, path: Path, now: number, query?: RulesQuery): boolean {
    const options = query ? { now, query } : { now };
    return this.as(auth).read(toRulesPath(path), options).allowed;
  }

  checkSet(auth: RulesAuth | null, path: Path, value: DataNode, now: number): RulesVerdict {
    return verdict(this.as(auth).write(toRulesPath(path), toRulesData(value), { now }));
  }

  /** Every updated location must pass `.write`/`.validate` against the merged result. */
  checkUpdate(auth: RulesAuth | null, base: Path, changes: ReadonlyArray<readonly [Path, DataNode]>, now: number): RulesVerdict {
    const patch = Object.fromEntries(changes.map(([path, value]) => [toRulesPath(path), toRulesData(value)]));
    return verdict(this.as(auth).update(toRulesPath(base), patch, { now }));
  }

  canSet(auth: RulesAuth | null, path: Path, value: DataNode, now: number): boolean {
    return this.checkSet(auth, path, value, now).allowed;
  }

  canUpdate(auth: RulesAuth | null, base: Path, changes: ReadonlyArray<readonly [Path, DataNode]>, now: number): boolean {
    return this.checkUpdate(auth, base, changes, now).allowed;
  }

  /** Records a committed change: the checked result when there is one, else the writes. */
  commit(writes: ReadonlyArray<readonly [Path, DataNode]>, now: number, checked?: RulesVerdict): void {
    if (checked?.after) {
      this.root = checked.after;
      return;
    }
    const parent = sharedParent(writes.map(([path]) => path));
    if (parent && writes.length > 1) {
      // targaryen copies a node's children on every $set: writing the children of one node one
      // by one (a bulk update as the owner) would copy a large node once per child.
      const current = parent.length === 0 ? this.root : this.root.$child(toRulesPath(parent));
      const children: Record<string, unknown> = {};
      for (const key of Object.keys(current)) children[key] = (current as unknown as Record<string, unknown>)[key];
      for (const [path, value] of writes) {
        const key = toRulesKey(path[path.length - 1]!);
        if (value === null) delete children[key];
        else children[key] = toRulesData(value);
      }
      this.root = this.root.$set(toRulesPath(parent), { ...children, '.priority': current.$priority() }, undefined, now);
      return;
    }
    for (const [path, value] of writes) this.root = this.root.$set(toRulesPath(path), toRulesData(value), undefined, now);
  }

  private as(auth: RulesAuth | null): TargaryenDatabase {
    // A fresh view per check: targaryen's as(null) would keep a previous user.
    const db = targaryen.database(this.rules, this.root);
    return auth === null ? db : db.as(auth);
  }
}

function verdict(result: TargaryenResult): RulesVerdict {
  return result.allowed && result.newDatabase ? { allowed: true, after: result.newDatabase.root } : { allowed: result.allowed };
}
