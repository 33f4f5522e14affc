import { createHash } from 'node:crypto';
import type { Path } from './path.js';
import { targaryen } from './targaryen.js';

/**
 * targaryen keeps children as properties of plain objects and looks them up with `node[key]`,
 * so a key such as `constructor` or `__proto__` reaches `Object.prototype` instead of the data.
 * In the paths it is given, and the keys it sees in the data (read through `rulesData.ts`),
 * such keys carry a mark no legal key can contain (a control character), so its own objects
 * keyed by them (a branch's `val()`) hold them as ordinary properties; and its two lookups are
 * replaced by ones that read own properties only, so rules still see the key as written: in
 * `$variables`, in `child('constructor')`.
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));
const MARK = '\u0001';

export function toRulesKey(key: string): string {
  return INHERITED.has(key) ? MARK + key : key;
}

export function fromRulesKey(key: string): string {
  return key.startsWith(MARK) ? key.slice(1) : key;
}

/** A location as targaryen takes it (`/` for the root). */
export function toRulesPath(path: Path): string {
  return path.length === 0 ? '/' : path.map(toRulesKey).join('/');
}

const split = (path: string) => path.split('/').filter((key) => key.length > 0);

/** A path as targaryen gives it back (marked keys), as a path of the data. */
export function fromRulesPath(path: string): Path {
  return split(path).map(fromRulesKey);
}

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

/** Marks targaryen as patched: a second copy of this module in the process (a fresh module graph) finds it done. */
const PATCHED = Symbol.for('vegeo.testkit.rulesKeys');

function patch(): void {
  const ruleset = targaryen.ruleset({ rules: {} });
  const data = targaryen.database(ruleset, null).root as unknown as object;
  const dataNode = Object.getPrototypeOf(data) as Lookup & { constructor: { null?: () => unknown } };
  const rulesNode = Object.getPrototypeOf(ruleset.root) as Lookup;
  if (Object.hasOwn(dataNode, PATCHED)) return;
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
  Object.defineProperty(dataNode, PATCHED, { value: true });
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

patch();
