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
  // Branches hold only enumerable string keys, so their own keys are their children; unlike
  // Object.keys, this asks a shelf (coldStore.ts) nothing about each one.
  return (Reflect.ownKeys(node) as string[]).filter((key) => key !== PRIORITY_KEY);
}

/**
 * Branches inherit nothing: their prototype is an empty object whose own prototype is null, so
 * any legal key (`constructor`, `__proto__`, `toString`…) is an ordinary child, never something
 * inherited from `Object.prototype`. Unlike `Object.create(null)`, whose objects V8 keeps as
 * hash tables (several times the memory), objects made by a constructor keep V8's compact
 * layout: the audit's 100 000 entries are each a handful of small branches.
 */
export const BRANCH_PROTOTYPE = Object.create(null) as Branch;

/**
 * V8 sizes the objects a constructor makes (their in-object slots) by the most children any of
 * its first few objects got: with one constructor, whatever the process wrote first decided for
 * every branch (a one-child branch of the audit's entries held room for five). So there is a
 * constructor per size class, each first given objects of exactly its size; a branch is made by
 * the smallest class that holds its children, and larger ones keep the rest outside the object.
 */
const SIZE_CLASSES = [1, 2, 3, 4, 6, 8, 12, 16];
const CONSTRUCTORS = SIZE_CLASSES.map((size) => {
  const BranchNode = function BranchNode() {} as unknown as new () => Branch;
  BranchNode.prototype = BRANCH_PROTOTYPE;
  for (let made = 0; made < 10; made++) {
    const branch = new BranchNode();
    for (let n = 0; n < size; n++) branch[`c${n}`] = true;
  }
  return BranchNode;
});

function constructorFor(children: number): new () => Branch {
  const index = SIZE_CLASSES.findIndex((size) => size >= children);
  return CONSTRUCTORS[index < 0 ? CONSTRUCTORS.length - 1 : index]!;
}

/**
 * V8 keeps children named like array indices (`'12'`, `'1005'`: the ids in audit entries'
 * records) apart, as an object's "elements", and sizes that store for the largest index: a
 * fresh object given a child `'1005'` makes room for some 1 500 (12 KiB for that one child).
 * A branch that may hold sparse index-like names is made with its elements as a dictionary
 * instead (a child at the largest index, removed at once; V8 keeps the dictionary), about
 * 100 B: the history's audit entries took ~0.5 KiB each in such stores before.
 */
const LARGEST_INDEX = 2 ** 32 - 2;

/**
 * An empty branch for about `children` children (more only cost more memory); `sparseIndices`
 * when it will hold children named like sparse array indices.
 */
export function emptyBranch({ children = 16, sparseIndices = false }: { children?: number; sparseIndices?: boolean } = {}): Branch {
  const branch = new (constructorFor(children))();
  if (sparseIndices) {
    branch[LARGEST_INDEX] = true;
    delete branch[LARGEST_INDEX];
  }
  return branch;
}

/** A branch that copies itself its own way (a shelf, coldStore.ts) answers this with how. */
export const COPY_BRANCH = Symbol('copyBranch');

/**
 * A shallow copy of a branch, inheriting nothing like every branch. Only the nodes on a write's
 * path are copied, so each copy can afford a dictionary for index-like names: whether the node
 * has any would cost a pass over its children.
 */
export function copyBranch(node: Branch): Branch {
  const own = (node as { [COPY_BRANCH]?: () => Branch })[COPY_BRANCH];
  return own ? own() : Object.assign(emptyBranch({ sparseIndices: true }), node);
}

/**
 * Whether children named `keys` (in V8's own order, as `Object.keys` or `Object.entries` give
 * them: index-like names first, ascending) are index-like names spread wider than a compact
 * store would hold well.
 */
export function hasSparseIndices(keys: readonly string[]): boolean {
  let count = 0;
  let largest = -1;
  for (const key of keys) {
    if (!isArrayIndex(key)) break;
    count++;
    largest = Number(key);
  }
  return largest >= 2 * count;
}

function isArrayIndex(key: string): boolean {
  return /^(0|[1-9]\d{0,9})$/.test(key) && Number(key) <= LARGEST_INDEX;
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
