import { normalizeName } from './normalize.js';

// Batch callers repeat the same few spellings; remembering them skips normalisation (the costly
// part of a lookup). Bounded so that a stream of distinct inputs cannot grow it without limit.
const CAPACITY = 4096;
const memo = new Map<string, string>();

/**
 * The lookup key of a raw name: `normalizeName(raw)`, remembered for the last spellings seen.
 * When the memo is full it starts over, which keeps every call O(1).
 */
export function keyOf(raw: string): string {
  let key = memo.get(raw);
  if (key === undefined) {
    key = normalizeName(raw);
    if (memo.size >= CAPACITY) memo.clear();
    memo.set(raw, key);
  }
  return key;
}
