import { type DataNode, childKeys, childOf, isBranch, leafValue, priorityOf } from './node.js';
import { fromRulesPath, toRulesKey } from './rulesKeys.js';
import type { TargaryenDataNode } from './targaryen.js';
import { targaryen } from './targaryen.js';
import { setAt, updateAt } from './tree.js';

/**
 * Our tree as targaryen reads it, instead of a copy of it in targaryen's own nodes (which held
 * as much memory again as the data: the history's 100 000 audit entries took some 120 MiB
 * there). A view wraps one of our nodes and answers the slice of targaryen's `DataNode` its
 * rules engine calls (targaryen 3.1.0): `$child`, `$value`, `$priority`, `$isNull`,
 * `$isPrimitive`, `$walk`, and `$set`/`$merge` for a write's resulting data, which are our
 * `setAt`/`updateAt` over the same tree. It inherits from `DataNode` because targaryen takes
 * any `DataNode` as is wherever data goes. Keys go out marked as in `rulesKeys.ts`, as
 * targaryen's own copy held them, and come back unmarked.
 */
interface View extends TargaryenDataNode {
  /**
   * The node, as an enumerable own property: targaryen's `hasChildren()` tests a node for
   * children by counting its own keys, after `$isPrimitive()` has ruled out leaves and null.
   */
  readonly node: DataNode;
}

/** A write's resulting tree when the caller has it already: `$set`/`$merge` return it. */
const RESULT = Symbol('result');

interface RootView extends View {
  [RESULT]?: DataNode;
}

const DataNodeClass = (Object.getPrototypeOf(targaryen.database(targaryen.ruleset({ rules: {} }), null).root) as { constructor: { prototype: object; null(): TargaryenDataNode } }).constructor;

const join = (base: string, key: string) => {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/${key}` : key;
};

const methods: ThisType<RootView> & Record<string, (...args: never[]) => unknown> = {
  $child(path: string) {
    let node = this.node;
    for (const key of fromRulesPath(path)) {
      node = childOf(node, key);
      if (node === null) return DataNodeClass.null();
    }
    return view(node);
  },
  $priority() {
    return priorityOf(this.node) ?? undefined;
  },
  $value() {
    return plainValue(this.node);
  },
  $isNull() {
    return this.node === null;
  },
  $isPrimitive() {
    return !isBranch(this.node);
  },
  $walk(path: string, visit: (path: string, parentPath: string, key: string) => boolean) {
    walk(this.node, path, visit);
  },
  // Writes arrive as our nodes (RulesChecker passes them), at locations never holding `.priority`.
  $set(path: string, value: DataNode) {
    return view(this[RESULT] !== undefined ? this[RESULT] : setAt(this.node, fromRulesPath(path), value));
  },
  $merge(path: string, patch: Record<string, DataNode>) {
    if (this[RESULT] !== undefined) return view(this[RESULT]);
    return view(updateAt(this.node, fromRulesPath(path), Object.entries(patch).map(([location, value]) => [fromRulesPath(location), value] as const)));
  },
};

const prototype = Object.create(DataNodeClass.prototype) as object;
for (const [name, method] of Object.entries(methods)) Object.defineProperty(prototype, name, { value: method, writable: true, configurable: true });

function view(node: DataNode): View {
  const out = Object.create(prototype) as { node: DataNode };
  out.node = node;
  return out as View;
}

/**
 * The data at the root, as targaryen's database takes it; `result` is what a write's `$set`
 * or `$merge` on it gives, when the caller computed it already.
 */
export function rulesRoot(data: DataNode, result?: DataNode): TargaryenDataNode {
  const root = view(data) as RootView;
  if (result !== undefined) Object.defineProperty(root, RESULT, { value: result });
  return root;
}

/** The node a view wraps (a write's resulting data). */
export function viewed(node: TargaryenDataNode): DataNode {
  return (node as View).node;
}

/** A node's value as targaryen's `$value()` gives it: a plain object of marked keys for a branch. */
function plainValue(node: DataNode): unknown {
  if (!isBranch(node)) return leafValue(node);
  const out: Record<string, unknown> = {};
  for (const key of childKeys(node)) out[toRulesKey(key)] = plainValue(childOf(node, key));
  return out;
}

function walk(node: DataNode, path: string, visit: (path: string, parentPath: string, key: string) => boolean): void {
  for (const key of childKeys(node)) {
    const marked = toRulesKey(key);
    const childPath = join(path, marked);
    if (visit(childPath, path, marked)) continue;
    walk(childOf(node, key), childPath, visit);
  }
}

/**
 * The replacements at work (rulesKeys.ts's lookups and these views): a rule binds `$key` to
 * `constructor` and reads a child of that name.
 */
function selfTest(): void {
  const ruleset = targaryen.ruleset({ rules: { $key: { '.read': "$key === 'constructor' && data.child('constructor').val() === 1 && !data.child('valueOf').exists()" } } });
  const data = setAt(null, ['constructor', 'constructor'], 1);
  if (!targaryen.database(ruleset, rulesRoot(data)).read(`/${toRulesKey('constructor')}`, { now: 0 }).allowed) {
    throw new Error('rulesData.ts: targaryen no longer sees keys named like object members as written');
  }
}

selfTest();
