import { isShelf, shelfHasChildren } from './coldStore.js';
import { invalidData } from './errors.js';
import { type Branch, type DataNode, PRIORITY_KEY, childKeys, childOf, copyBranch, emptyBranch, isBranch, priorityOf, withPriority } from './node.js';
import { type Path, contains, pathToString, sharedParent } from './path.js';
import { recordCopy } from './sortedOrders.js';

/** The node at `path` (a trailing `.priority` reads the priority). */
export function getAt(root: DataNode, path: Path): DataNode {
  let node = root;
  for (const key of path) {
    if (key === PRIORITY_KEY) return priorityOf(node);
    node = childOf(node, key);
    if (node === null) return null;
  }
  return node;
}

/**
 * A new tree with `value` at `path`; ancestors left without children disappear, as in the
 * real database. The input tree is not modified.
 */
export function setAt(root: DataNode, path: Path, value: DataNode, depth = 0): DataNode {
  if (depth === path.length) return value;
  const key = path[depth] as string;
  if (key === PRIORITY_KEY) {
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
      throw invalidData('Priority must be a string, a number or null');
    }
    return withPriority(root, value);
  }
  const child = setAt(childOf(root, key), path, value, depth + 1);
  const copy = isBranch(root) ? copyBranch(root) : emptyBranch({ sparseIndices: true });
  if (isBranch(root)) recordCopy(root, copy, [key]);
  if (child !== null) {
    copy[key] = child;
    return copy;
  }
  delete copy[key];
  return hasChildren(copy) ? copy : null;
}

function hasChildren(branch: Branch): boolean {
  if (isShelf(branch)) return shelfHasChildren(branch);
  for (const key in branch) if (key !== PRIORITY_KEY) return true;
  return false;
}

/**
 * Applies a multi-path update: each entry is a location relative to `base`. Overlapping
 * locations are rejected, as the real server does, so the outcome never depends on order.
 */
export function updateAt(root: DataNode, base: Path, changes: ReadonlyArray<readonly [Path, DataNode]>): DataNode {
  const paths = changes.map(([path]) => path);
  const parent = sharedParent(paths);
  if (parent && changes.length > 1 && !paths.some((path) => path[path.length - 1] === PRIORITY_KEY)) {
    // Children of one node (a bulk write): that node is copied once, not once per child.
    if (new Set(paths.map((path) => path[path.length - 1])).size < paths.length) assertDisjoint(paths);
    const at = [...base, ...parent];
    const node = getAt(root, at);
    const copy = isBranch(node) ? copyBranch(node) : emptyBranch({ sparseIndices: true });
    if (isBranch(node)) recordCopy(node, copy, changes.map(([path]) => path[path.length - 1] as string));
    for (const [path, value] of changes) {
      const key = path[path.length - 1] as string;
      if (value === null) delete copy[key];
      else copy[key] = value;
    }
    return setAt(root, at, hasChildren(copy) ? copy : null);
  }
  assertDisjoint(paths);
  let next = root;
  for (const [path, value] of changes) next = setAt(next, [...base, ...path], value);
  return next;
}

function assertDisjoint(paths: readonly Path[]): void {
  const sorted = [...paths].sort((a, b) => a.length - b.length);
  sorted.forEach((path, index) => {
    for (const later of sorted.slice(index + 1)) {
      if (contains(path, later)) {
        throw invalidData(`Path ${pathToString(path)} is an ancestor of ${pathToString(later)} in the same update`);
      }
    }
  });
}

/** Plain JSON as the REST API prints it: no priorities, dense integer-keyed objects as arrays. */
export function toPlainJson(node: DataNode): unknown {
  if (node === null || typeof node !== 'object') return node;
  if (!isBranch(node)) return node['.value'];
  const keys = childKeys(node);
  const out: Record<string, unknown> = Object.create(null);
  let maxIndex = -1;
  let allIntegers = true;
  for (const key of keys) {
    out[key] = toPlainJson(childOf(node, key));
    if (allIntegers && /^(0|[1-9]\d*)$/.test(key)) maxIndex = Math.max(maxIndex, Number(key));
    else allIntegers = false;
  }
  // Same heuristic as the SDKs' val(): integer keys filling at least half the range form an array.
  if (allIntegers && maxIndex < 2 * keys.length) {
    return Array.from({ length: maxIndex + 1 }, (_, index) => out[String(index)] ?? null);
  }
  return out;
}

/** Immediate children as `true` (REST `shallow=true`). */
export function shallow(node: DataNode): unknown {
  if (!isBranch(node)) return toPlainJson(node);
  return Object.fromEntries(childKeys(node).map((key) => [key, isBranch(childOf(node, key)) ? true : toPlainJson(childOf(node, key))]));
}
