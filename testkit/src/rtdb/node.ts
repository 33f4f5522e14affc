/**
 * The stored shape of data, which is also the wire shape the SDKs accept (their export format):
 * a leaf is a primitive, or `{".value": v, ".priority": p}` when it has a priority; a branch is an
 * object of non-null children plus an optional `.priority`. Null means "no data". Branches are
 * never empty and are treated as immutable: every change copies the spine it touches.
 */
export type Primitive = string | number | boolean;
export type Priority = string | number;
export type DataNode = null | Primitive | LeafWithPriority | Branch;
export interface LeafWithPriority {
  '.value': Primitive;
  '.priority': Priority;
}
export interface Branch {
  [key: string]: DataNode | Priority | undefined;
}

export const PRIORITY_KEY = '.priority';
export const VALUE_KEY = '.value';

export function isBranch(node: DataNode): node is Branch {
  return node !== null && typeof node === 'object' && !(VALUE_KEY in node);
}

export function isLeafWithPriority(node: DataNode): node is LeafWithPriority {
  return node !== null && typeof node === 'object' && VALUE_KEY in node;
}

/** The node's children names (never `.priority`). */
export function childKeys(node: DataNode): string[] {
  if (!isBranch(node)) return [];
  return Object.keys(node).filter((key) => key !== PRIORITY_KEY);
}

/**
 * Branches inherit nothing: their prototype is an empty object whose own prototype is null, so
 * any legal key (`constructor`, `__proto__`, `toString`…) is an ordinary child, never something
 * inherited from `Object.prototype`. Unlike `Object.create(null)`, whose objects V8 keeps as
 * hash tables (several times the memory), objects made by a constructor keep V8's compact
 * layout: the audit's 100 000 entries are each a handful of small branches.
 */
const BranchNode = function BranchNode() {} as unknown as new () => Branch;
BranchNode.prototype = Object.create(null) as Branch;

/** An empty branch. */
export function emptyBranch(): Branch {
  return new BranchNode();
}

/** A shallow copy of a branch, inheriting nothing like every branch. */
export function copyBranch(node: Branch): Branch {
  return Object.assign(emptyBranch(), node);
}

export function childOf(node: DataNode, key: string): DataNode {
  if (!isBranch(node) || key === PRIORITY_KEY || !Object.hasOwn(node, key)) return null;
  return (node[key] as DataNode | undefined) ?? null;
}

export function priorityOf(node: DataNode): Priority | null {
  if (node === null || typeof node !== 'object') return null;
  return (node[PRIORITY_KEY] as Priority | undefined) ?? null;
}

/** The primitive value of a leaf (null for branches and empty nodes). */
export function leafValue(node: DataNode): Primitive | null {
  if (isLeafWithPriority(node)) return node[VALUE_KEY];
  if (node === null || typeof node === 'object') return null;
  return node;
}

/** The node with its priority replaced (null removes it); empty nodes carry no priority. */
export function withPriority(node: DataNode, priority: Priority | null): DataNode {
  if (node === null) return null;
  if (isBranch(node)) {
    const copy = copyBranch(node);
    if (priority === null) delete copy[PRIORITY_KEY];
    else copy[PRIORITY_KEY] = priority;
    return copy;
  }
  const value = leafValue(node) as Primitive;
  return priority === null ? value : { [VALUE_KEY]: value, [PRIORITY_KEY]: priority };
}
