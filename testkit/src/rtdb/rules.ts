import { DatabaseError } from './errors.js';
import type { DataNode } from './node.js';
import type { Path } from './path.js';
import { type TargaryenDatabase, type TargaryenRuleset, targaryen } from './targaryen.js';

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

function toTargaryenPath(path: Path): string {
  return path.length === 0 ? '/' : path.join('/');
}

/**
 * Security rules over one namespace's data, evaluated by targaryen. It keeps targaryen's own
 * (persistent) copy of the data in step with every committed change, so a check costs the
 * rule evaluation only, not a conversion of the whole tree.
 */
export class RulesChecker {
  private db: TargaryenDatabase;

  constructor(rules: TargaryenRuleset, data: DataNode) {
    this.db = targaryen.database(rules, data);
  }

  /** Same data, other rules. */
  withRules(rules: TargaryenRuleset): RulesChecker {
    const next = Object.create(RulesChecker.prototype) as RulesChecker;
    next.db = targaryen.database(rules, this.db.root);
    return next;
  }

  canRead(auth: RulesAuth | null, path: Path, now: number, query?: RulesQuery): boolean {
    const options = query ? { now, query } : { now };
    return this.as(auth).read(toTargaryenPath(path), options).allowed;
  }

  canSet(auth: RulesAuth | null, path: Path, value: DataNode, now: number): boolean {
    return this.as(auth).write(toTargaryenPath(path), value, { now }).allowed;
  }

  /** Every updated location must pass `.write`/`.validate` against the merged result. */
  canUpdate(auth: RulesAuth | null, base: Path, changes: ReadonlyArray<readonly [Path, DataNode]>, now: number): boolean {
    const patch = Object.fromEntries(changes.map(([path, value]) => [path.join('/'), value]));
    return this.as(auth).update(toTargaryenPath(base), patch, { now }).allowed;
  }

  /** Records a committed change in targaryen's copy. */
  commit(path: Path, value: DataNode, now: number): void {
    this.db = this.db.with({ data: this.db.root.$set(toTargaryenPath(path), value, undefined, now) });
  }

  private as(auth: RulesAuth | null): TargaryenDatabase {
    // targaryen's as(null) keeps the previous user, so the unauthenticated view is the base one.
    return auth === null ? this.db : this.db.as(auth);
  }
}
