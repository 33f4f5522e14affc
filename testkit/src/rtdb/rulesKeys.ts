import { createHash } from 'node:crypto';
import type { DataNode } from './node.js';
import { PRIORITY_KEY, VALUE_KEY, childKeys, isBranch, isLeafWithPriority } from './node.js';
import type { Path } from './path.js';
import { targaryen } from './targaryen.js';

/**
 * targaryen keeps children as properties of plain objects and looks them up with `node[key]`,
 * so a key such as `constructor` or `__proto__` reaches `Object.prototype` instead of the data
 * (and its input check, `value.constructor === Object`, refuses `{"constructor": 1}`). In its
 * copy of the data such keys carry a mark no legal key can contain (a control character), and
 * its two lookups are replaced by ones that read own properties only, so rules still see the
 * key as written: in `$variables`, in `child('constructor')`.
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));
const MARK = '\u0001';

export function toRulesKey(key: string): string {
  return INHERITED.has(key) ? MARK + key : key;
}

function fromRulesKey(key: string): string {
  return key.startsWith(MARK) ? key.slice(1) : key;
}

/** A location as targaryen takes it (`/` for the root). */
export function toRulesPath(path: Path): string {
  return path.length === 0 ? '/' : path.map(toRulesKey).join('/');
}

/**
 * targaryen's nodes are frozen, and it takes one of its own nodes as is wherever data goes: a
 * leaf holding a value seen before is the node made for it then. Its copy of the data is mostly
 * leaves (an audit entry has some thirty, most of them repeating across entries: kinds, ids,
 * names, authors), each an object of its own otherwise. The pool is emptied when full, so
 * values seen once (timestamps) do not pile up in it.
 */
const POOL_SIZE = 1 << 16;
let pool = new Map<string | number | boolean, unknown>();
let leafNode: ((value: string | number | boolean) => unknown) | undefined;

function sharedLeaf(value: string | number | boolean): unknown {
  let node = pool.get(value);
  if (node !== undefined) return node;
  if (pool.size >= POOL_SIZE) pool = new Map();
  leafNode ??= nodeMaker();
  node = leafNode(value);
  pool.set(value, node);
  return node;
}

function nodeMaker(): (value: string | number | boolean) => unknown {
  const root = targaryen.database(targaryen.ruleset({ rules: {} }), null).root as unknown as object;
  const DataNodeClass = (Object.getPrototypeOf(root) as { constructor: { from(value: unknown): unknown } }).constructor;
  return (value) => DataNodeClass.from(value);
}

/** A stored node as targaryen takes it: plain objects, marked keys, shared leaves. */
export function toRulesData(node: DataNode): unknown {
  if (isLeafWithPriority(node)) return { [VALUE_KEY]: node[VALUE_KEY], [PRIORITY_KEY]: node[PRIORITY_KEY] };
  if (!isBranch(node)) return node === null ? node : sharedLeaf(node);
  const out: Record<string, unknown> = {};
  for (const key of childKeys(node)) Object.defineProperty(out, toRulesKey(key), { value: toRulesData(node[key] as DataNode), enumerable: true, writable: true, configurable: true });
  if (node[PRIORITY_KEY] !== undefined) out[PRIORITY_KEY] = node[PRIORITY_KEY];
  return out;
}

const split = (path: string) => path.split('/').filter((key) => key.length > 0);

interface Lookup {
  $child(this: Record<string, unknown>, path: string, wildchildren?: Record<string, string>): unknown;
}

/**
 * The two methods replaced, as reviewed (targaryen 3.1.0): a digest of their source. targaryen
 * is pinned, and npm runs no install scripts here, so no patch tool can apply a fix at install;
 * if an upgrade changes either method, loading this module fails until the replacement is
 * reviewed against the new code.
 */
const REVIEWED = { DataNode: '1d4018283ab3488c', RulesetNode: 'cd1370af87956fef' };

function assertReviewed(name: keyof typeof REVIEWED, lookup: unknown): void {
  const source = typeof lookup === 'function' ? String(lookup) : '';
  if (createHash('sha256').update(source).digest('hex').slice(0, 16) === REVIEWED[name]) return;
  throw new Error(`targaryen's ${name}.$child is not the one rulesKeys.ts replaces (reviewed in targaryen 3.1.0): review the replacement against the new code, then update REVIEWED`);
}

function patch(): void {
  const ruleset = targaryen.ruleset({ rules: {} });
  const data = targaryen.database(ruleset, null).root as unknown as object;
  const dataNode = Object.getPrototypeOf(data) as Lookup & { constructor: { null?: () => unknown } };
  const rulesNode = Object.getPrototypeOf(ruleset.root) as Lookup;
  assertReviewed('DataNode', dataNode.$child);
  assertReviewed('RulesetNode', rulesNode.$child);
  const empty = dataNode.constructor.null;
  if (typeof empty !== 'function') throw new Error("targaryen's DataNode.null() is gone: rulesKeys.ts needs it for a missing child");
  dataNode.$child = function (path) {
    return childAt(this, path) ?? empty.call(dataNode.constructor);
  };
  rulesNode.$child = function (path, wildchildren = {}) {
    return rulesAt(this, path, wildchildren);
  };
}

/** The data node at `path` below `start`, own children only; undefined when there is none. */
function childAt(start: Record<string, unknown>, path: string): unknown {
  let node: Record<string, unknown> | undefined = start;
  for (const part of split(path)) {
    const key = toRulesKey(part);
    node = node && Object.hasOwn(node, key) ? (node[key] as Record<string, unknown>) : undefined;
  }
  return node;
}

/** The rules for `path` below `start`, and the `$variables` it binds, holding the keys as written. */
function rulesAt(start: Record<string, unknown>, path: string, wildchildren: Record<string, string>) {
  let rules = start;
  for (const part of split(path)) {
    const key = fromRulesKey(part);
    if (Object.hasOwn(rules, key)) {
      rules = rules[key] as Record<string, unknown>;
      continue;
    }
    const wildchild = rules.$wildchild as (Record<string, unknown> & { $name: string }) | null | undefined;
    if (!wildchild) return undefined;
    rules = wildchild;
    wildchildren = { ...wildchildren, [wildchild.$name]: key };
  }
  return { rules, wildchildren };
}

/** The replacement at work: a rule binds `$key` to `constructor` and reads a child of that name. */
function selfTest(): void {
  const ruleset = targaryen.ruleset({ rules: { $key: { '.read': "$key === 'constructor' && data.child('constructor').val() === 1 && !data.child('valueOf').exists()" } } });
  const database = targaryen.database(ruleset, toRulesData({ constructor: { constructor: 1 } } as unknown as DataNode));
  if (!database.read(`/${toRulesKey('constructor')}`, { now: 0 }).allowed) throw new Error('rulesKeys.ts: targaryen no longer sees keys named like object members as written');
}

patch();
selfTest();
