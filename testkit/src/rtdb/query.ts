import { invalidData } from './errors.js';
import { compareNames } from './hash.js';
import { shelvedField } from './coldStore.js';
import { type Branch, type DataNode, PRIORITY_KEY, childKeys, childOf, emptyBranch, isBranch, leafValue, priorityOf } from './node.js';
import { type Path, parsePath } from './path.js';
import type { RulesQuery } from './rules.js';
import { type Lineage, type Order, type Post, lineages, sortedOrders } from './sortedOrders.js';
import { getAt } from './tree.js';

/**
 * A query as the SDKs send it: `i` index (`.key`, `.value`, a child path; priority when absent),
 * `sp`/`sn`/`sin` start value, name and inclusiveness, `ep`/`en`/`ein` the end, `l` limit and
 * `vf` which end it keeps (`l` first, `r` last).
 */
export interface QuerySpec {
  i?: string;
  sp?: unknown;
  sn?: string;
  sin?: boolean;
  ep?: unknown;
  en?: string;
  ein?: boolean;
  l?: number;
  vf?: 'l' | 'r';
}

/** Checks a client-sent query before it is stored, so later evaluation cannot fail. */
export function assertValidQuery(spec: unknown): asserts spec is QuerySpec {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw invalidData('Query must be an object');
  const { i, l, vf } = spec as Record<string, unknown>;
  if (i !== undefined) {
    if (typeof i !== 'string') throw invalidData('Query index must be a string');
    if (!['.key', '.value', '.priority'].includes(i)) parsePath(i);
  }
  if (l !== undefined && (typeof l !== 'number' || !Number.isInteger(l) || l < 0)) throw invalidData('Query limit must be a non-negative integer');
  if (vf !== undefined && vf !== 'l' && vf !== 'r') throw invalidData('Query viewFrom must be "l" or "r"');
}

const MIN_NAME = '[MIN_NAME]';
const MAX_NAME = '[MAX_NAME]';

/** The children of `node` a query selects, in the same shape (null when none). */
export function applyQuery(node: DataNode, spec: QuerySpec): DataNode {
  if (!isBranch(node)) return null;
  const { keys, values } = sortedBy(node, spec.i);
  const at = (n: number): Post => ({ key: keys[n]!, value: values ? values[n] : keys[n] });
  const start = spec.sp === undefined ? null : { key: spec.i === '.key' ? String(spec.sp) : (spec.sn ?? MIN_NAME), value: spec.sp };
  const end = spec.ep === undefined ? null : { key: spec.i === '.key' ? String(spec.ep) : (spec.en ?? MAX_NAME), value: spec.ep };
  // In index order the start bound keeps a suffix and the end bound a prefix: two binary searches.
  let from = start ? firstWhere(keys.length, (n) => comparePosts(spec.i, start, at(n)) < (spec.sin === false ? 0 : 1)) : 0;
  let to = end ? firstWhere(keys.length, (n) => comparePosts(spec.i, at(n), end) >= (spec.ein === false ? 0 : 1)) : keys.length;
  if (typeof spec.l === 'number' && to - from > spec.l) {
    if (spec.vf === 'r') from = to - spec.l;
    else to = from + spec.l;
  }
  if (from >= to) return null;
  const out = emptyBranch();
  for (let n = from; n < to; n++) out[keys[n]!] = childOf(node, keys[n]!);
  return out;
}

// Branches are immutable (every change copies the spine it touches), so a branch's children in
// one index's order stay valid as long as the branch lives: a query over a large node that did
// not change since the last one (the audit, paged) costs two binary searches, not a sort; one
// over a node copied with a few children changed mends the order it was copied with.
function sortedBy(node: Branch, index: string | undefined): Order {
  let byIndex = sortedOrders.get(node);
  if (!byIndex) sortedOrders.set(node, (byIndex = new Map()));
  const name = index ?? '.priority';
  let sorted = byIndex.get(name);
  if (!sorted) {
    const path = index === undefined || index.startsWith('.') ? null : parsePath(index);
    const post = (key: string): Post => ({ key, value: indexValue(node, index, path, key) });
    const compare = (a: Post, b: Post) => comparePosts(index, a, b);
    const lineage = lineages.get(node);
    const base = lineage?.base.get(name);
    if (lineage && base) sorted = mended(base, lineage, node, post, compare);
    else {
      const posts = childKeys(node).map((key) => post(key));
      posts.sort(compare);
      sorted = { keys: posts.map(({ key }) => key), values: index === '.key' ? null : posts.map(({ value }) => value) };
    }
    byIndex.set(name, sorted);
    if (lineage && [...lineage.base.keys()].every((known) => byIndex.has(known))) lineages.delete(node);
  }
  return sorted;
}

/** `base` without the children `lineage` changed, with them where they now stand: one merge. */
function mended(base: Order, { before }: Lineage, node: Branch, post: (key: string) => Post, compare: (a: Post, b: Post) => number): Order {
  const added: Post[] = [];
  // Whether a child is there, not what it holds: a shelf answers that without its file.
  for (const key of before.keys()) if (key !== PRIORITY_KEY && Object.hasOwn(node, key)) added.push(post(key));
  added.sort(compare);
  const keys: string[] = [];
  const values: unknown[] | null = base.values ? [] : null;
  const take = ({ key, value }: Post) => {
    keys.push(key);
    values?.push(value);
  };
  let next = 0;
  base.keys.forEach((key, n) => {
    if (before.has(key)) return;
    const entry = { key, value: base.values ? base.values[n] : key };
    while (next < added.length && compare(added[next]!, entry) < 0) take(added[next++]!);
    take(entry);
  });
  while (next < added.length) take(added[next++]!);
  return { keys, values };
}

/** The first position below `length` where `holds` is true, given it is false before and true after. */
function firstWhere(length: number, holds: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** What `node`'s child `key` is ordered by: on a shelf, a field is read without the rest of the entry. */
function indexValue(node: Branch, index: string | undefined, path: Path | null, key: string): unknown {
  if (index === '.key') return key;
  if (path?.length === 1) {
    const field = shelvedField(node, key, path[0]!);
    if (field !== undefined) return field;
  }
  const child = childOf(node, key);
  if (index === '.value') return child;
  if (index === undefined || index === '.priority' || !path) return priorityOf(child);
  return getAt(child, path);
}

function comparePosts(index: string | undefined, a: Post, b: Post): number {
  if (index !== '.key') {
    const byValue = compareValues(a.value, b.value);
    if (byValue !== 0) return byValue;
  }
  return compareKeys(a.key, b.key);
}

function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  return compareNames(a, b);
}

/** Index order of the SDKs: missing, booleans, numbers, strings, then objects (all equal). */
function compareValues(a: unknown, b: unknown): number {
  const rankA = rank(a);
  const rankB = rank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 4 || rankA === 0) return 0;
  const va = primitive(a);
  const vb = primitive(b);
  if (va === vb) return 0;
  return (va as number | string | boolean) < (vb as number | string | boolean) ? -1 : 1;
}

function primitive(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? leafValue(value as DataNode) : value;
}

function rank(value: unknown): number {
  const v = primitive(value);
  if (v === null || v === undefined) return typeof value === 'object' && value !== null ? 4 : 0;
  return typeof v === 'boolean' ? 1 : typeof v === 'number' ? 2 : 3;
}

/** The query as targaryen's `query` rule variable describes it. */
export function toRulesQuery(spec: QuerySpec): RulesQuery {
  const query: RulesQuery = {};
  if (spec.i === '.key') query.orderByKey = true;
  else if (spec.i === '.value') query.orderByValue = true;
  else if (spec.i === undefined || spec.i === '.priority') query.orderByPriority = true;
  else query.orderByChild = spec.i;
  const bound = (value: unknown) => (value === null || ['string', 'number', 'boolean'].includes(typeof value) ? (value as string | number | boolean | null) : null);
  if (spec.sp !== undefined && spec.ep !== undefined && spec.sp === spec.ep) query.equalTo = bound(spec.sp);
  else {
    if (spec.sp !== undefined) query.startAt = bound(spec.sp);
    if (spec.ep !== undefined) query.endAt = bound(spec.ep);
  }
  if (typeof spec.l === 'number') query[spec.vf === 'r' ? 'limitToLast' : 'limitToFirst'] = spec.l;
  return query;
}
