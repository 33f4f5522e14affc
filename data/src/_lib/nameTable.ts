import { normalizeName } from './normalize.js';

// How many spellings a table remembers beyond the names themselves before it starts over.
const MEMO_CAPACITY = 4096;

/**
 * Entries by name, for lookups that mostly see the same spellings again (batch use). It holds
 * each name's key (`normalizeName`) and exact spelling, and remembers the answer for the last
 * other spellings it was asked (up to 4096, then it starts over), misses included: a spelling
 * seen before costs one map lookup; only a new one is normalised.
 */
export class NameTable<T> {
  private readonly names = new Map<string, T>();
  private table = new Map<string, T | null>();
  private remembered = 0;

  /**
   * Files `entry` under `name`'s key and spelling, unless an entry has that key already: the
   * first wins, for every spelling (as a first-match scan would answer).
   */
  addFirst(name: string, entry: T): void {
    this.upsert(name, () => entry);
  }

  /** The entry under `name`'s key, created by `create` the first time; `name` then finds it. */
  upsert(name: string, create: () => T): T {
    const key = normalizeName(name);
    const entry = this.names.get(key) ?? create();
    // A spelling equals a key only when it is already normalised, and then it is this key.
    for (const spelling of [key, name]) {
      this.names.set(spelling, entry);
      this.table.set(spelling, entry);
    }
    return entry;
  }

  /**
   * The entry for `raw`, as typed: `null` when no name matches, `undefined` when `raw` is blank
   * (no name at all).
   */
  find(raw: string): T | null | undefined {
    const known = this.table.get(raw);
    if (known !== undefined) return known;
    const key = normalizeName(raw);
    if (key === '') return undefined;
    const found = this.names.get(key) ?? null;
    if (this.remembered >= MEMO_CAPACITY) {
      this.table = new Map(this.names);
      this.remembered = 0;
    }
    this.table.set(raw, found);
    this.remembered += 1;
    return found;
  }
}
