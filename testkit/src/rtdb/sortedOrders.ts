import { type Branch, type DataNode, childOf } from './node.js';

/** A child as an index orders it: its key and the value it is ordered by. */
export interface Post {
  key: string;
  value: unknown;
}

/**
 * A branch's children in one index's order: their keys, and beside them the values they are
 * ordered by (none for `.key`, whose value is the key). Two arrays rather than an array of
 * posts: an object per child and index took five times the memory.
 */
export interface Order {
  readonly keys: string[];
  readonly values: unknown[] | null;
}

/**
 * The children of a branch in each index's order, as queries computed them (query.ts). Branches
 * are immutable, so an order stays valid as long as its branch lives.
 */
export const sortedOrders = new WeakMap<object, Map<string, Order>>();

/**
 * A copied branch whose orders are not computed yet: the orders of the branch it was copied
 * from (possibly through further copies), and what each changed key held there. A query then
 * mends that order (drops the changed children, merges in their new places) instead of sorting
 * every child again: one entry written to a log of 100 000 costs the next query a pass over the
 * order, not a sort. Only the orders are kept, not the branch they came from.
 */
export interface Lineage {
  base: Map<string, Order>;
  before: Map<string, DataNode>;
}

export const lineages = new WeakMap<object, Lineage>();

/** Past this many changed keys, sorting again is as cheap as mending. */
const MOST_CHANGES = 10_000;

/** Records that `to` is `from` with `keys` changed (tree.ts calls it for every branch copy). */
export function recordCopy(from: Branch, to: Branch, keys: readonly string[]): void {
  const computed = sortedOrders.get(from);
  if (computed && computed.size > 0) {
    if (keys.length <= MOST_CHANGES) lineages.set(to, { base: computed, before: new Map(keys.map((key) => [key, childOf(from, key)])) });
    return;
  }
  const inherited = lineages.get(from);
  if (!inherited || inherited.before.size + keys.length > MOST_CHANGES) return;
  const before = new Map(inherited.before);
  for (const key of keys) if (!before.has(key)) before.set(key, childOf(from, key));
  lineages.set(to, { base: inherited.base, before });
}
