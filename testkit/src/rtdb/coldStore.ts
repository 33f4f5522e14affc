import { mkdtempSync, openSync, readSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRANCH_PROTOTYPE, type Branch, COPY_BRANCH, type DataNode, PRIORITY_KEY, VALUE_KEY, childOf, emptyBranch, hasSparseIndices, isBranch } from './node.js';
import { sharedString } from './normalize.js';
import type { Path } from './path.js';

/**
 * Past this many children a branch is a collection that grows without end (the audit log), not
 * a record. It becomes a shelf: its branch children are kept on disk, as a real database keeps
 * them, and memory holds only their keys and where each lies. `/geo/parroquias` (1 139) and
 * `/users` (1 000 accounts) stay ordinary branches, where reading them whole costs nothing.
 */
export const WIDE_BRANCH = 4096;

/**
 * The file of shelved branches: one per process, made on first use in the system's temporary
 * directory and unlinked at once, so it disappears with the process however it ends. Nothing is
 * ever rewritten in it: a shelved branch a write changes is written again after the rest, and
 * its old bytes stay until the process ends. Null when the file cannot be made: wide branches
 * then stay ordinary branches, in memory.
 *
 * Each branch is two JSON objects one after the other: its leaf children (and priority), then
 * its branch children. A query ordering a shelf's entries by one of their fields (the audit by
 * `tipo`) reads only the first. Where each lies is kept in three arrays shared by every shelf,
 * indexed by the number a shelf holds for the entry: 16 B an entry, and no object.
 */
let file: { fd: number; end: number } | null | undefined;
let count = 0;
let offsets = new Float64Array(1024);
let heads = new Uint32Array(1024);
let sizes = new Uint32Array(1024);

function openFile(): { fd: number; end: number } | null {
  if (file !== undefined) return file;
  try {
    const dir = mkdtempSync(join(tmpdir(), 'vegeo-rtdb-'));
    const path = join(dir, 'shelf');
    const fd = openSync(path, 'w+');
    unlinkSync(path);
    rmdirSync(dir);
    file = { fd, end: 0 };
  } catch {
    file = null;
  }
  return file;
}

function place(offset: number, head: number, size: number): number {
  if (count === offsets.length) {
    const [moreOffsets, moreHeads, moreSizes] = [new Float64Array(2 * count), new Uint32Array(2 * count), new Uint32Array(2 * count)];
    moreOffsets.set(offsets);
    moreHeads.set(heads);
    moreSizes.set(sizes);
    [offsets, heads, sizes] = [moreOffsets, moreHeads, moreSizes];
  }
  offsets[count] = offset;
  heads[count] = head;
  sizes[count] = size;
  return count++;
}

/**
 * Appends `branches` to the file (in slices through one buffer: a buffer per bulk write, megabytes,
 * would stay in the process's allocator after it is freed) and returns where each lies.
 */
function store(branches: readonly Branch[]): number[] | null {
  const target = openFile();
  if (!target) return null;
  const placed: number[] = [];
  let batch = '';
  let batchBytes = 0;
  const flush = () => {
    if (outgoing.length < batchBytes) outgoing = Buffer.allocUnsafeSlow(batchBytes);
    const bytes = outgoing.write(batch, 'utf8');
    let done = 0;
    while (done < bytes) done += writeSync(target.fd, outgoing, done, bytes - done, target.end + done);
    target.end += bytes;
    batch = '';
    batchBytes = 0;
  };
  for (const branch of branches) {
    // Inheriting nothing, so that a child named `__proto__` is one like any other.
    const leaves = Object.create(null) as Record<string, unknown>;
    const inner = Object.create(null) as Record<string, unknown>;
    for (const key in branch) (isBranch(branch[key] as DataNode) ? inner : leaves)[key] = branch[key];
    const head = JSON.stringify(leaves);
    const rest = JSON.stringify(inner);
    const headBytes = Buffer.byteLength(head, 'utf8');
    const bytes = headBytes + Buffer.byteLength(rest, 'utf8');
    placed.push(place(target.end + batchBytes, headBytes, bytes));
    batch += head + rest;
    batchBytes += bytes;
    if (batchBytes >= WRITE_SLICE) flush();
  }
  if (batch) flush();
  return placed;
}

const WRITE_SLICE = 32 * 1024;
let outgoing = Buffer.allocUnsafeSlow(2 * WRITE_SLICE);

/**
 * The last branches read back: a search reads the same entry's children one after the other,
 * and each read would otherwise go to the file. They keep one identity while they stay here.
 */
const RECENT = 256;
const recent = new Map<number, Branch>();

function load(entry: number): Branch {
  const known = recent.get(entry);
  if (known) {
    recent.delete(entry);
    recent.set(entry, known);
    return known;
  }
  const leaves = leavesOf(entry);
  const inner = JSON.parse(readText(offsets[entry]! + heads[entry]!, sizes[entry]! - heads[entry]!)) as Record<string, unknown>;
  // Sparse index-like names in either half make the whole sparse. A dictionary otherwise would cost
  // every reply holding the entry: JSON.stringify serializes such an object the slow way.
  const [leafKeys, innerKeys] = [Object.keys(leaves), Object.keys(inner)];
  const node = emptyBranch({ children: leafKeys.length + innerKeys.length, sparseIndices: hasSparseIndices(leafKeys) || hasSparseIndices(innerKeys) });
  for (const key in leaves) node[key] = revive(leaves[key]);
  for (const key in inner) node[key] = revive(inner[key]);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as number);
  recent.set(entry, node);
  return node;
}

/** An entry's leaf children (and priority), from the head of its bytes, as stored. */
function leavesOf(entry: number): Record<string, unknown> {
  return JSON.parse(readText(offsets[entry]!, heads[entry]!)) as Record<string, unknown>;
}

/**
 * The bytes at `offset` as text. Reads go through a window of the file: entries written together
 * lie together, and a query reading every entry's head once then makes a read per window, not
 * one per entry.
 */
const WINDOW = 256 * 1024;
let window = { start: 0, end: 0, bytes: Buffer.alloc(WINDOW) };

function readText(offset: number, bytes: number): string {
  if (offset < window.start || offset + bytes > window.end) {
    const size = Math.max(WINDOW, bytes);
    if (window.bytes.length < size) window = { ...window, bytes: Buffer.alloc(size) };
    const source = file as { fd: number; end: number };
    const wanted = Math.min(size, source.end - offset);
    let done = 0;
    while (done < wanted) done += readSync(source.fd, window.bytes, done, wanted - done, offset + done);
    window.start = offset;
    window.end = offset + done;
  }
  return window.bytes.toString('utf8', offset - window.start, offset - window.start + bytes);
}

/** Stored JSON back into nodes: branches made as every branch is (node.ts), leaves as they were. */
function revive(value: unknown): DataNode {
  if (typeof value === 'string') return sharedString(value);
  if (value === null || typeof value !== 'object') return value as DataNode;
  const object = value as Record<string, unknown>;
  if (VALUE_KEY in object) return object as DataNode;
  const keys = Object.keys(object);
  const out = emptyBranch({ children: keys.length, sparseIndices: hasSparseIndices(keys) });
  for (const key of keys) out[key] = key === PRIORITY_KEY ? (object[key] as string | number) : revive(object[key]);
  return out;
}

/**
 * A wide branch: children on disk (`stored`: name → entry number) and children in memory
 * (`held`: leaves, and branches written since it was last settled). A copy (`copyBranch`) is a
 * draft that writes may change; `settle` sends its new branches to disk once the write is
 * committed, and from then on it is as immutable as every branch.
 */
class Shelf {
  draft = false;
  constructor(
    readonly stored: Map<string, number>,
    readonly held: Map<string, DataNode>,
  ) {}

  child(key: string): DataNode | undefined {
    const entry = this.stored.get(key);
    return entry === undefined ? this.held.get(key) : load(entry);
  }

  has(key: string): boolean {
    return this.stored.has(key) || this.held.has(key);
  }
}

/**
 * A shelf reads as the branch it stands for, so the rest of the stand-in (queries, hashes,
 * rules, the wire) reads it like any branch, unchanged: its own keys are its children, each
 * read from the file when asked for.
 */
const SHELF = Symbol('shelf');
const refuse = () => false;
const handler: ProxyHandler<Shelf> = {
  get: (shelf, key) => {
    if (typeof key === 'string') return shelf.child(key);
    if (key === SHELF) return shelf;
    if (key === COPY_BRANCH) return () => copyShelf(shelf);
    return undefined;
  },
  has: (shelf, key) => typeof key === 'string' && shelf.has(key),
  ownKeys: (shelf) => [...shelf.stored.keys(), ...shelf.held.keys()],
  // Listing keys asks each one's descriptor: an accessor answers without reading the file.
  getOwnPropertyDescriptor: (shelf, key) =>
    typeof key === 'string' && shelf.has(key) ? { get: () => shelf.child(key), enumerable: true, configurable: true } : undefined,
  getPrototypeOf: () => BRANCH_PROTOTYPE,
  set: (shelf, key, value: DataNode) => {
    if (!shelf.draft || typeof key !== 'string') return false;
    shelf.stored.delete(key);
    shelf.held.set(key, value);
    return true;
  },
  deleteProperty: (shelf, key) => {
    if (!shelf.draft || typeof key !== 'string') return false;
    shelf.stored.delete(key);
    shelf.held.delete(key);
    return true;
  },
  defineProperty: refuse,
  setPrototypeOf: refuse,
  preventExtensions: refuse,
};

function shelfOf(node: DataNode): Shelf | undefined {
  return node !== null && typeof node === 'object' ? (node as { [SHELF]?: Shelf })[SHELF] : undefined;
}

export function isShelf(node: DataNode): boolean {
  return shelfOf(node) !== undefined;
}

function copyShelf(shelf: Shelf): Branch {
  const copy = new Shelf(new Map(shelf.stored), new Map(shelf.held));
  copy.draft = true;
  return new Proxy(copy, handler) as unknown as Branch;
}

/** Sends a shelf's branches held in memory to disk; false when there is no file. */
function settle(shelf: Shelf): boolean {
  shelf.draft = false;
  const moving = [...shelf.held].filter((pair): pair is [string, Branch] => pair[0] !== PRIORITY_KEY && isBranch(pair[1]) && !isShelf(pair[1]));
  if (moving.length === 0) return true;
  const placed = store(moving.map(([, branch]) => branch));
  if (!placed) return false;
  moving.forEach(([key], n) => {
    shelf.held.delete(key);
    shelf.stored.set(key, placed[n]!);
  });
  return true;
}

/** A shelf for the ordinary branch `node`, or `node` itself when there is no file. */
function shelve(node: Branch): Branch {
  // Without the file, every write to the branch would build a shelf only to drop it.
  if (!openFile()) return node;
  const shelf = new Shelf(new Map(), new Map());
  for (const key in node) shelf.held.set(key, node[key] as DataNode);
  return settle(shelf) ? (new Proxy(shelf, handler) as unknown as Branch) : node;
}

/**
 * One child's child, as a query orders a branch's children by a field: from a shelf, a leaf is
 * read from the head of the entry alone (a recent entry, or a field that is a branch, is read
 * whole). Undefined when `node` is not a shelf.
 */
export function shelvedField(node: Branch, key: string, field: string): DataNode | undefined {
  const shelf = shelfOf(node);
  if (!shelf) return undefined;
  const entry = shelf.stored.get(key);
  if (entry === undefined || recent.has(entry)) return childOf(shelf.child(key) ?? null, field);
  const leaves = leavesOf(entry);
  return Object.hasOwn(leaves, field) ? revive(leaves[field]) : childOf(load(entry), field);
}

/** Whether an ordinary branch has more than WIDE_BRANCH children (counting stops there). */
function wide(branch: Branch): boolean {
  let children = 0;
  for (const key in branch) if (key !== PRIORITY_KEY && ++children > WIDE_BRANCH) return true;
  return false;
}

/**
 * `node`, data being loaded or a value just written that no one else holds yet, with its wide
 * branches made shelves.
 */
export function shelveWithin(node: DataNode): DataNode {
  if (!isBranch(node) || isShelf(node)) return node;
  if (wide(node)) return shelve(node);
  for (const key in node) {
    if (key === PRIORITY_KEY) continue;
    const child = node[key] as DataNode;
    const shelved = shelveWithin(child);
    if (shelved !== child) node[key] = shelved;
  }
  return node;
}

/**
 * After a committed write at `paths` in `root`: the branches on those paths are copies the write
 * made. A draft shelf among them is settled; an ordinary branch found wide becomes a shelf; at the
 * end of a path, wide branches in the written value do. Returns the root (another one when the
 * root itself became a shelf).
 */
export function settleWritten(root: DataNode, paths: readonly Path[]): DataNode {
  let top = root;
  // A bulk write's paths share their spine: each branch on it is counted once.
  const narrow = new Set<Branch>();
  for (const path of paths) {
    if (file === null) return top; // the file could not be made (now or before): nothing is shelved
    let parent: Branch | null = null;
    let node = top;
    for (let depth = 0; isBranch(node); depth++) {
      const shelf = shelfOf(node);
      if (shelf) {
        if (shelf.draft) settle(shelf);
        break;
      }
      const last = depth === path.length;
      if (last || (!narrow.has(node) && wide(node))) {
        const shelved = last ? shelveWithin(node) : shelve(node);
        if (shelved !== node) {
          if (parent) parent[path[depth - 1]!] = shelved;
          else top = shelved;
        }
        break;
      }
      narrow.add(node);
      parent = node;
      node = childOf(node, path[depth]!);
    }
  }
  return top;
}

/** Whether a shelf has children besides a priority (a draft may have lost them all). */
export function shelfHasChildren(node: Branch): boolean {
  const shelf = shelfOf(node) as Shelf;
  return shelf.stored.size > 0 || [...shelf.held.keys()].some((key) => key !== PRIORITY_KEY);
}
