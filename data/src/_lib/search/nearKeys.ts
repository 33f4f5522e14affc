/** Called for each key within the budget of the query, with its distance. */
export type OnNearKey = (key: number, distance: number) => void;

/**
 * Finds the keys within two edits of a query (or `false` for a query too long for it, which the
 * trie walk then takes): what the trie walk reports for whole keys, found the cheaper way. Two
 * edits reach most of a trie's upper levels, a walk of hundreds of nodes with a hard-to-predict
 * branch at each; while each key of a length within two of the query's can be ruled out by a
 * predictable test of its letters (no more than two of them absent from the query, nor two of
 * the query's from it: each edit removes a letter and adds one at most), and the few left over
 * are measured with the walk's bit-parallel automaton, one key at a time.
 */
export type NearKeys = (query: string, onMatch: OnNearKey) => boolean;

// A query's states (0 to its length) fit one 32-bit integer up to this length.
const MAX_BITS_QUERY = 30;
const BUDGET = 2;

export function createNearKeys(keys: readonly string[]): NearKeys {
  const count = new Map<number, number>();
  for (const key of keys) for (let i = 0; i < key.length; i++) count.set(key.charCodeAt(i), (count.get(key.charCodeAt(i)) ?? 0) + 1);
  // Letters numbered by frequency from 1: the 31 most frequent a bit of their own, the rest
  // sharing the last, which can only let more keys through to be measured.
  const letters = [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || a - b);
  const numberOf = new Map(letters.map((c, i) => [c, i + 1]));
  const bitOf = (n: number): number => 1 << Math.min(n - 1, 31);
  const longest = keys.reduce((most, key) => Math.max(most, key.length), 0);

  // The keys by length, their letters' numbers in one array, and the set of letters of each.
  const order = Int32Array.from(keys.keys()).sort((a, b) => keys[a].length - keys[b].length || a - b);
  const byLength = new Int32Array(longest + 2);
  for (const key of keys) byLength[key.length + 1]++;
  for (let l = 0; l <= longest; l++) byLength[l + 1] += byLength[l];
  const start = new Int32Array(keys.length + 1);
  order.forEach((k, i) => (start[i + 1] = start[i] + keys[k].length));
  const chars = new Uint16Array(start[keys.length]);
  const letterSet = new Int32Array(keys.length);
  order.forEach((k, i) => {
    for (let c = 0; c < keys[k].length; c++) {
      const n = numberOf.get(keys[k].charCodeAt(c))!;
      chars[start[i] + c] = n;
      letterSet[i] |= bitOf(n);
    }
  });
  const masks = new Int32Array(letters.length + 1);

  return (query, onMatch) => {
    const length = query.length;
    if (length > MAX_BITS_QUERY) return false;
    // Bit i + 1 of a letter's mask: the query's letter i is that one (0: a letter no key has).
    let querySet = 0;
    for (let i = 0; i < length; i++) {
      const n = numberOf.get(query.charCodeAt(i)) ?? 0;
      masks[n] |= 2 << i;
      querySet |= n === 0 ? bitOf(32) : bitOf(n);
    }
    masks[0] = 0;
    const all = (2 << length) - 1;
    const whole = 1 << length;
    const from = byLength[Math.max(0, Math.min(length - BUDGET, longest + 1))];
    const to = byLength[Math.min(length + BUDGET + 1, longest + 1)];
    for (let i = from; i < to; i++) {
      const set = letterSet[i];
      let missing = set & ~querySet;
      missing &= missing - 1;
      missing &= missing - 1;
      let extra = querySet & ~set;
      extra &= extra - 1;
      extra &= extra - 1;
      if ((missing | extra) !== 0) continue;
      const distance = measure(chars, start[i], start[i + 1], masks, all, whole);
      if (distance <= BUDGET) onMatch(order[i], distance);
    }
    for (let i = 0; i < length; i++) masks[numberOf.get(query.charCodeAt(i)) ?? 0] = 0;
    return true;
  };
}

/**
 * The distance (0 to 2, else 3) of the query to the key whose letters are `chars[from, to)`: the
 * trie walk's automaton along one path (see `createWalk`), stopped once no state is within two.
 */
function measure(chars: Uint16Array, from: number, to: number, masks: Int32Array, all: number, whole: number): number {
  // Before any letter, the first d letters of the query are d edits away.
  let e0 = 1;
  let e1 = 3 & all;
  let e2 = 7 & all;
  let g0 = 0;
  let g1 = 0;
  let before = 0;
  for (let c = from; c < to; c++) {
    const mask = masks[chars[c]];
    // Match, then (for more edits) insertion, substitution, deletion and transposition.
    const s0 = (e0 << 1) & mask;
    let s1 = ((e1 << 1) & mask) | e0 | (e0 << 1);
    let s2 = ((e2 << 1) & mask) | e1 | (e1 << 1);
    const swapped = (mask << 1) & before;
    if (swapped !== 0) {
      s1 |= (g0 << 2) & swapped;
      s2 |= (g1 << 2) & swapped;
    }
    s1 = (s1 | (s0 << 1)) & all;
    s2 = (s2 | (s1 << 1)) & all;
    // A row with nothing within two leaves nothing within two below it.
    if (s2 === 0) return 3;
    g0 = e0;
    g1 = e1;
    e0 = s0;
    e1 = s1;
    e2 = s2;
    before = mask;
  }
  return (e0 & whole) !== 0 ? 0 : (e1 & whole) !== 0 ? 1 : (e2 & whole) !== 0 ? 2 : 3;
}
