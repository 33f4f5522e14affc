import { invalidData } from './errors.js';
import { type DataNode, type Priority, PRIORITY_KEY, VALUE_KEY, childOf, emptyBranch, hasSparseIndices, withPriority } from './node.js';
import { MAX_DEPTH, assertValidKey } from './path.js';
import { isServerValue, resolveServerValue } from './serverValues.js';

/** Documented limit for one string value. */
export const MAX_STRING_BYTES = 10 * 1024 * 1024;

export interface NormalizeOptions {
  /** Server clock for `{".sv": "timestamp"}`. */
  now: number;
  /** Depth of the location being written, counted against the 32-level limit. */
  depth: number;
}

/**
 * Turns client JSON into a stored node: validates keys, types and depth, resolves server
 * values against `existing` (what the location holds now), turns arrays into integer-keyed
 * branches and drops nulls and empty branches. Throws `invalid_data` on anything the real
 * server refuses.
 */
export function normalizeValue(input: unknown, existing: DataNode, options: NormalizeOptions): DataNode {
  if (options.depth > MAX_DEPTH) throw invalidData(`Data is nested deeper than ${MAX_DEPTH} levels`);
  if (input === null || input === undefined) return null;
  if (isServerValue(input)) return resolveServerValue(input, existing, options.now);
  switch (typeof input) {
    case 'boolean':
      return input;
    case 'number':
      if (!Number.isFinite(input)) throw invalidData('Invalid data: numbers must be finite');
      return input;
    case 'string':
      if (input.length > MAX_STRING_BYTES / 4 && Buffer.byteLength(input, 'utf8') > MAX_STRING_BYTES) {
        throw invalidData('Invalid data: string longer than 10 MB');
      }
      return sharedString(input);
    case 'object':
      return normalizeObject(input as Record<string, unknown>, existing, options);
    default:
      throw invalidData(`Invalid data: unsupported type ${typeof input}`);
  }
}

/**
 * Strings written, one copy of each: audit entries repeat their author's uid and email, a note,
 * record names that thousands of other entries hold too, and JSON.parse makes a string of its
 * own for each longer than ten characters. Entries read back from disk (coldStore.ts) pass here
 * too, so the values a query orders them by are one copy each. The pool is emptied when full,
 * so the strings seen once (a name with a number) do not pile up in it: it holds some 300 KiB
 * at most.
 */
const POOL_SIZE = 1 << 12;
const LONGEST_SHARED = 64;
let pool = new Map<string, string>();

export function sharedString(value: string): string {
  if (value.length > LONGEST_SHARED) return value;
  const known = pool.get(value);
  if (known !== undefined) return known;
  if (pool.size >= POOL_SIZE) pool = new Map();
  pool.set(value, value);
  return value;
}

function normalizeObject(input: Record<string, unknown>, existing: DataNode, options: NormalizeOptions): DataNode {
  const priority = readPriority(input[PRIORITY_KEY]);
  if (!Array.isArray(input) && VALUE_KEY in input) {
    const leaf = normalizeValue(input[VALUE_KEY], existing, options);
    if (leaf !== null && typeof leaf === 'object') throw invalidData('Invalid data: ".value" must be a primitive');
    return withPriority(leaf, priority);
  }
  const entries = Object.entries(input);
  const out = emptyBranch({ children: entries.length, sparseIndices: hasSparseIndices(entries.map(([key]) => key)) });
  let empty = true;
  for (const [key, raw] of entries) {
    if (key === PRIORITY_KEY) continue;
    assertValidKey(key);
    const child = normalizeValue(raw, childOf(existing, key), { ...options, depth: options.depth + 1 });
    if (child === null) continue;
    out[key] = child;
    empty = false;
  }
  if (empty) return null;
  // Set in place: withPriority copies, and every branch written passes here.
  if (priority !== null) out[PRIORITY_KEY] = priority;
  return out;
}

function readPriority(raw: unknown): Priority | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))) return raw;
  throw invalidData('Invalid data: priority must be a string, a number or null');
}
