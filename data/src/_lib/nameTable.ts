import { normalizeName } from './normalize.js';

// How many other spellings a table remembers before it starts over.
const MEMO_CAPACITY = 4096;
/** An entry and the last spelling it was found by that no map holds. */
interface Slot<T> {
  readonly entry: T | null;
  lastSpelling: string;
}

/**
 * Entries by name, for lookups that mostly see the same spellings again (batch use). A map sends
 * each name's key (`normalizeName`), exact spelling, capitals and lower-cased, trimmed spelling to
 * its entry's slot; a memo, the last other spellings it was asked (up to 4096, then it starts
 * over), misses included. Any string either holds sends to the slot of its own key, so a hit is always
 * the answer `normalizeName` would give.
 *
 * A spelling seen before costs one or two map lookups. A new one costs what a reader would do by
 * hand, `trim()`, `toLowerCase()` and a lookup (a name as written, in any case, blanks around),
 * and only when that misses is it normalised. A spelling is remembered the second time in a row
 * its entry is found by it: adding to a map is what costs most, and a stream of spellings that
 * never come back would pay for it on every call.
 */
export class NameTable<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private memo = new Map<string, Slot<T>>();
  /** Where remembered spellings that name nothing go. */
  private readonly miss: Slot<T> = { entry: null, lastSpelling: '' };

  /**
   * Files `entry` under `name`'s key and spellings, unless an entry has that key already: the
   * first wins, for every spelling (as a first-match scan would answer).
   */
  addFirst(name: string, entry: T): void {
    this.upsert(name, () => entry);
  }

  /**
   * The entry under `name`'s key, created by `create` the first time; `name` then finds it.
   * Names are all added before the first `find`.
   */
  upsert(name: string, create: () => T): T {
    const lower = name.trim().toLowerCase();
    const key = normalizeName(lower);
    const slot = this.slots.get(key) ?? { entry: create(), lastSpelling: '' };
    // Names are often written in capitals (forms, spreadsheets). Not every capital spelling has
    // the name's key ('ß' is 'SS'): only one that has it can be filed.
    const upper = name.toUpperCase();
    for (const spelling of normalizeName(upper) === key ? [key, lower, name, upper] : [key, lower, name]) {
      this.slots.set(spelling, slot);
    }
    return slot.entry!;
  }

  /**
   * The entry for `raw`, as typed: `null` when no name matches, `undefined` when `raw` is blank
   * (no name at all).
   */
  find(raw: string): T | null | undefined {
    const exact = this.slots.get(raw);
    if (exact !== undefined) return exact.entry;
    // normalizeName(raw) is normalizeName(lower): a name's spelling in any case, blanks around.
    const lower = raw.trim().toLowerCase();
    const named = this.slots.get(lower);
    if (named !== undefined) return named.entry;
    const remembered = this.memo.get(raw);
    if (remembered !== undefined) return remembered.entry;
    const key = normalizeName(lower);
    if (key === '') return undefined;
    const slot = this.slots.get(key) ?? this.miss;
    if (slot.lastSpelling === raw) this.remember(raw, slot);
    else slot.lastSpelling = raw;
    return slot.entry;
  }

  // Starting over with a new map is cheaper than deleting from it (a map emptied entry by
  // entry is rehashed over and over).
  private remember(raw: string, slot: Slot<T>): void {
    if (this.memo.size >= MEMO_CAPACITY) this.memo = new Map();
    this.memo.set(raw, slot);
  }
}
