import { mkdtempSync, openSync, readSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRANCH_PROTOTYPE, type Branch, type DataNode, PRIORITY_KEY, VALUE_KEY, childOf, emptyBranch, hasSparseIndices, isBranch, isWide, markWide } from './node.js';
import { sharedString } from './normalize.js';
import type { Path } from './path.js';

/**
 * Past this many children a branch is a collection that grows without end (the audit log), not
 * a record: its branch children are kept on disk, as a real database keeps them, and memory
 * holds only their keys and a small handle each. `/geo/parroquias` (1 139) and `/users` (1 000
 * accounts) stay in memory, where reading them whole costs nothing.
 */
export const WIDE_BRANCH = 4096;

/**
 * Where a cold branch lies in the store's file: two JSON objects one after the other, its leaf
 * children (and priority) in the first, `head` bytes long, its branch children in the second.
 * A query ordering the entries by one of their fields (the audit by `tipo`) reads only heads.
 */
class Location {
  constructor(
    readonly offset: number,
    readonly head: number,
    readonly bytes: number,
  ) {}
}

/**
 * The file of cold branches: one per process, made on first use in the system's temporary
 * directory and unlinked at once, so it disappears with the process however it ends. Nothing is
 * ever rewritten in it: a cold branch that a write changes is copied into memory by the write and
 * appended again after it, and its old bytes stay until the process ends. Null when the file
 * cannot be made: branches then stay in memory, as before.
 */
let file: { fd: number; end: number } | null | undefined;

function openFile(): { fd: number; end: number } | null {
  if (file !== undefined) return file;
  try {
    const dir = mkdtempSync(join(tmpdir(), 'vegeo-rtdb-'));
    const path = join(dir, 'cold');
    const fd = openSync(path, 'w+');
    unlinkSync(path);
    rmdirSync(dir);
    file = { fd, end: 0 };
  } catch {
    file = null;
  }
  return file;
}

/**
 * The last branches read back: a search reads the same entry's children one after the other,
 * and each read would otherwise go to the file. They keep one identity while they stay here.
 */
const RECENT = 256;
const recent = new Map<Location, Branch>();

function load(at: Location): Branch {
  const known = recent.get(at);
  if (known) {
    recent.delete(at);
    recent.set(at, known);
    return known;
  }
  const leaves = JSON.parse(readText(at.offset, at.head)) as Record<string, unknown>;
  const branches = JSON.parse(readText(at.offset + at.head, at.bytes - at.head)) as Record<string, unknown>;
  // Index-like names may be anywhere among the two halves' keys: a dictionary holds them whatever
  // they are (this copy lives only while it is among the recent ones).
  const node = emptyBranch({ children: Object.keys(leaves).length + Object.keys(branches).length, sparseIndices: true });
  for (const key in leaves) node[key] = revive(leaves[key]);
  for (const key in branches) node[key] = revive(branches[key]);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as Location);
  recent.set(at, node);
  return node;
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
    const store = file as { fd: number; end: number };
    const wanted = Math.min(size, store.end - offset);
    let done = 0;
    while (done < wanted) done += readSync(store.fd, window.bytes, done, wanted - done, offset + done);
    window.start = offset;
    window.end = offset + done;
  }
  return window.bytes.toString('utf8', offset - window.start, offset - window.start + bytes);
}

/**
 * One child of a cold branch, as a query orders by it: a leaf is read from the head alone (a
 * recent branch, or one whose field is a branch, is read whole).
 */
export function coldChild(node: Branch, key: string): DataNode {
  const at = (node as { [COLD]?: Location })[COLD] as Location;
  const known = recent.get(at);
  if (known || key === PRIORITY_KEY) return childOf(known ?? node, key);
  const leaves = JSON.parse(readText(at.offset, at.head)) as Record<string, unknown>;
  if (Object.hasOwn(leaves, key)) return revive(leaves[key]);
  return childOf(node, key);
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
 * A cold branch reads as the branch it stands for: every own key, value and descriptor comes
 * from the stored copy, so the rest of the stand-in (queries, hashes, rules, the wire) reads it
 * like any branch, unchanged. It is immutable like every branch; a write copies it
 * (`copyBranch`), which reads it whole into an ordinary branch.
 */
const COLD = Symbol('cold');
const refuse = () => false;
const handler: ProxyHandler<Location> = {
  // A symbol no branch holds marks the cold ones (a WeakSet of them took 30 B each).
  get: (at, key) => (typeof key === 'string' ? load(at)[key] : key === COLD ? at : undefined),
  has: (at, key) => typeof key === 'string' && key !== VALUE_KEY && Object.hasOwn(load(at), key),
  ownKeys: (at) => Object.keys(load(at)),
  getOwnPropertyDescriptor: (at, key) => {
    if (typeof key !== 'string') return undefined;
    const node = load(at);
    return Object.hasOwn(node, key) ? { value: node[key], writable: false, enumerable: true, configurable: true } : undefined;
  },
  getPrototypeOf: () => BRANCH_PROTOTYPE,
  set: refuse,
  defineProperty: refuse,
  deleteProperty: refuse,
  setPrototypeOf: refuse,
  preventExtensions: refuse,
};

export function isCold(node: DataNode): boolean {
  return node !== null && typeof node === 'object' && (node as { [COLD]?: Location })[COLD] !== undefined;
}

/**
 * Moves the plain branch children `keys` of `parent` (a branch no one else holds yet: a copy a
 * write just made, or data being loaded) to the file, in place, all in one write.
 */
function freeze(parent: Branch, keys: Iterable<string>): void {
  const store = openFile();
  if (!store) return;
  let batch = '';
  let batchBytes = 0;
  const placed: Array<[string, Location]> = [];
  const flush = () => {
    if (outgoing.length < batchBytes) outgoing = Buffer.allocUnsafeSlow(batchBytes);
    const bytes = outgoing.write(batch, 'utf8');
    let done = 0;
    while (done < bytes) done += writeSync(store.fd, outgoing, done, bytes - done, store.end + done);
    store.end += bytes;
    batch = '';
    batchBytes = 0;
  };
  for (const key of keys) {
    const child = parent[key] as DataNode | undefined;
    if (child === undefined || key === PRIORITY_KEY || !isBranch(child) || isCold(child)) continue;
    // Inheriting nothing, so that a child named `__proto__` is one like any other.
    const leaves = Object.create(null) as Record<string, unknown>;
    const branches = Object.create(null) as Record<string, unknown>;
    for (const name in child) (isBranch(child[name] as DataNode) ? branches : leaves)[name] = child[name];
    const head = JSON.stringify(leaves);
    const text = head + JSON.stringify(branches);
    const headBytes = Buffer.byteLength(head, 'utf8');
    const bytes = headBytes + Buffer.byteLength(text.slice(head.length), 'utf8');
    placed.push([key, new Location(store.end + batchBytes, headBytes, bytes)]);
    batch += text;
    batchBytes += bytes;
    // Written in slices through one buffer: a buffer for each bulk write (megabytes) would
    // stay in the process's allocator after it is freed.
    if (batchBytes >= WRITE_SLICE) flush();
  }
  if (batch) flush();
  for (const [key, at] of placed) parent[key] = new Proxy(at, handler) as unknown as Branch;
}

const WRITE_SLICE = 32 * 1024;
let outgoing = Buffer.allocUnsafeSlow(2 * WRITE_SLICE);

/**
 * Whether `branch` has more than WIDE_BRANCH children: `found` the first time (its plain branch
 * children all go to disk then), `known` for it and its copies afterwards (only what a write
 * brings goes).
 */
function width(branch: Branch): 'found' | 'known' | 'narrow' {
  if (isWide(branch)) return 'known';
  let count = 0;
  for (const key in branch) {
    if (key !== PRIORITY_KEY && ++count > WIDE_BRANCH) {
      markWide(branch);
      return 'found';
    }
  }
  return 'narrow';
}

/**
 * Sends to disk the children of wide branches anywhere in `node`, which no one else holds yet
 * (data being loaded, a value just written).
 */
export function freezeWithin(node: DataNode): void {
  if (!isBranch(node) || isCold(node)) return;
  if (width(node) !== 'narrow') {
    freeze(node, Object.keys(node));
    return;
  }
  for (const key in node) if (key !== PRIORITY_KEY) freezeWithin(node[key] as DataNode);
}

/**
 * After a write at `paths` in `root`: the branches on those paths are copies the write made, so
 * the first wide one on each sends the child the write went through to disk; below none, wide
 * branches in the written value do. One file write for each wide branch.
 */
export function freezeWritten(root: DataNode, paths: readonly Path[]): void {
  const moving = new Map<Branch, Set<string> | 'all'>();
  next: for (const path of paths) {
    let node = root;
    for (const key of path) {
      if (!isBranch(node) || isCold(node)) continue next;
      const found = moving.has(node) ? 'known' : width(node);
      if (found !== 'narrow') {
        const keys = found === 'found' ? 'all' : (moving.get(node) ?? new Set<string>());
        if (keys !== 'all') keys.add(key);
        moving.set(node, keys);
        continue next;
      }
      node = (Object.hasOwn(node, key) ? node[key] : null) as DataNode;
    }
    freezeWithin(node);
  }
  for (const [branch, keys] of moving) freeze(branch, keys === 'all' ? Object.keys(branch) : keys);
}
