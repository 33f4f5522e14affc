/** Called for each key within the budget of the query, with its distance. */
export type OnNearKey = (key: number, distance: number) => void;

/**
 * Finds the keys within `budget` edits (up to 3) of a query: what the trie walk reports for
 * whole keys, found the cheaper way. Two edits or more reach most of a trie's upper levels, a walk
 * of hundreds of nodes with a hard-to-predict branch at each; while the keys of a length within
 * the budget of the query's can be ruled out by their letters: first 32 at a time, those lacking
 * more of the query's letters than the budget has edits (each edit adds one letter at most); then
 * one at a time, a key whose letters differ from the query's by more than the edits left to remove
 * or add them (no more than `budget` of them absent from the query or held there once where the key
 * holds them twice, fewer by the difference in length, nor the other way round). The few left over
 * are measured one at a time: with a bit-parallel automaton, or for a query past 30 letters with
 * the plain table.
 */
export type NearKeys = (query: string, budget: number, onMatch: OnNearKey) => void;

/** The most edits `NearKeys` takes. */
export const MAX_NEAR_EDITS = 3;
// A query's states (0 to its length) fit one 32-bit integer up to this length.
const MAX_BITS_QUERY = 30;

export function createNearKeys(keys: readonly string[]): NearKeys {
  const count = new Map<number, number>();
  for (const key of keys) for (let i = 0; i < key.length; i++) count.set(key.charCodeAt(i), (count.get(key.charCodeAt(i)) ?? 0) + 1);
  // Letters numbered by frequency from 1: the 31 most frequent a bit of their own, the rest
  // sharing the last, which can only let more keys through to be measured.
  const letters = [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || a - b);
  // Each letter's number by its char code, 0 for a code no key holds: a table, not a Map, since
  // every query reads it once per letter.
  const numberOf = new Uint16Array(Math.max(0, ...letters) + 1);
  letters.forEach((c, i) => (numberOf[c] = i + 1));
  const numberAt = (text: string, i: number): number => {
    const code = text.charCodeAt(i);
    return code < numberOf.length ? numberOf[code] : 0;
  };
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
  // The letters a key holds twice or more: an edit adds or removes one letter at most, so each
  // letter held twice on one side and not on the other costs an edit beyond those of `letterSet`.
  const twiceSet = new Int32Array(keys.length);
  order.forEach((k, i) => {
    for (let c = 0; c < keys[k].length; c++) {
      const n = numberAt(keys[k], c);
      chars[start[i] + c] = n;
      twiceSet[i] |= letterSet[i] & bitOf(n);
      letterSet[i] |= bitOf(n);
    }
  });
  // By letter bit b and by block w of 32 keys in length order: bit k of holders[b * blocks + w]
  // says that key 32w + k holds that letter. A query's letters then count, for 32 keys at once,
  // how many of them each key lacks.
  const blocks = (keys.length + 31) >> 5;
  const holders = new Int32Array(32 * blocks);
  for (let i = 0; i < keys.length; i++) for (let set = letterSet[i]; set !== 0; set &= set - 1) holders[lowestBit(set) * blocks + (i >> 5)] |= 1 << (i & 31);
  const queryRows = new Int32Array(32);
  const masks = new Int32Array(letters.length + 1);
  let query = new Uint16Array(0);
  let rows = new Int32Array(0);

  return (text, budget, onMatch) => {
    const length = text.length;
    const bits = length <= MAX_BITS_QUERY;
    if (!bits && query.length < length) {
      query = new Uint16Array(length);
      rows = new Int32Array(3 * (length + 1));
    }
    // The query's letters' numbers (0: a letter no key has); with bits, bit i + 1 of a letter's
    // mask says that the query's letter i is that one.
    let querySet = 0;
    let queryTwice = 0;
    for (let i = 0; i < length; i++) {
      const n = numberAt(text, i);
      if (bits) masks[n] |= 2 << i;
      else query[i] = n;
      const bit = n === 0 ? bitOf(32) : bitOf(n);
      queryTwice |= querySet & bit;
      querySet |= bit;
    }
    masks[0] = 0;
    const from = byLength[Math.max(0, Math.min(length - budget, longest + 1))];
    const to = byLength[Math.min(length + budget + 1, longest + 1)];
    let rowCount = 0;
    for (let set = querySet; set !== 0; set &= set - 1) queryRows[rowCount++] = lowestBit(set) * blocks;
    const last = (to - 1) >> 5;
    for (let w = from >> 5; from < to && w <= last; w++) {
      // The keys lacking at least one, two, three and four of the query's letters, a bit each.
      let lackOne = 0;
      let lackTwo = 0;
      let lackThree = 0;
      let lackFour = 0;
      for (let r = 0; r < rowCount; r++) {
        const lacks = ~holders[queryRows[r] + w];
        lackFour |= lackThree & lacks;
        lackThree |= lackTwo & lacks;
        lackTwo |= lackOne & lacks;
        lackOne |= lacks;
      }
      let candidates = ~(budget === 3 ? lackFour : lackThree);
      if (w === from >> 5) candidates &= -1 << (from & 31);
      if (w === last && (to & 31) !== 0) candidates &= (1 << (to & 31)) - 1;
      for (; candidates !== 0; candidates &= candidates - 1) {
        const i = (w << 5) + lowestBit(candidates);
        // The key's letters the query lacks are removed by a deletion or a substitution each, the
        // query's the key lacks added by an insertion or a substitution: a query longer than the
        // key by d needs d insertions, so d edits fewer are left to remove letters (and the other
        // way round).
        const longer = length - (start[i + 1] - start[i]);
        const set = letterSet[i];
        if (!withinTwice(set & ~querySet, twiceSet[i] & ~queryTwice, budget - Math.max(longer, 0))) continue;
        if (!withinTwice(querySet & ~set, queryTwice & ~twiceSet[i], budget - Math.max(-longer, 0))) continue;
        const distance = bits ? measure(chars, start[i], start[i + 1], masks, length, budget) : measureRows(chars, start[i], start[i + 1], query, length, budget, rows);
        if (distance <= budget) onMatch(order[i], distance);
      }
    }
    if (bits) for (let i = 0; i < length; i++) masks[numberAt(text, i)] = 0;
  };
}

/** The index of the lowest bit set in `set` (not 0). */
const lowestBit = (set: number): number => 31 - Math.clz32(set & -set);

/** Whether the letters of `once` and of `twice`, counted together, are `budget` at most. */
function withinTwice(once: number, twice: number, budget: number): boolean {
  for (let b = 0; b < budget; b++) {
    if (once !== 0) once &= once - 1;
    else twice &= twice - 1;
  }
  return (once | twice) === 0;
}

/**
 * The distance (up to `budget`, else more) of the query to the key whose letters are
 * `chars[from, to)`: Wu and Manber's bit-parallel automaton with transpositions, one set per
 * number of edits (bit i: the query's first i letters are within that many of the key's letters
 * so far), stopped once no state is within the budget.
 */
function measure(chars: Uint16Array, from: number, to: number, masks: Int32Array, length: number, budget: number): number {
  const all = (2 << length) - 1;
  const whole = 1 << length;
  // Before any letter, the first d letters of the query are d edits away.
  let e0 = 1;
  let e1 = 3 & all;
  let e2 = 7 & all;
  let e3 = 15 & all;
  let g0 = 0;
  let g1 = 0;
  let g2 = 0;
  let before = 0;
  for (let c = from; c < to; c++) {
    const mask = masks[chars[c]];
    // Match, then (for more edits) insertion, substitution, deletion and transposition.
    const s0 = (e0 << 1) & mask;
    let s1 = ((e1 << 1) & mask) | e0 | (e0 << 1);
    let s2 = ((e2 << 1) & mask) | e1 | (e1 << 1);
    let s3 = ((e3 << 1) & mask) | e2 | (e2 << 1);
    const swapped = (mask << 1) & before;
    if (swapped !== 0) {
      s1 |= (g0 << 2) & swapped;
      s2 |= (g1 << 2) & swapped;
      s3 |= (g2 << 2) & swapped;
    }
    s1 = (s1 | (s0 << 1)) & all;
    s2 = (s2 | (s1 << 1)) & all;
    s3 = (s3 | (s2 << 1)) & all;
    // A row with nothing within the budget leaves nothing within it below.
    if ((budget === 2 ? s2 : s3) === 0) return budget + 1;
    g0 = e0;
    g1 = e1;
    g2 = e2;
    e0 = s0;
    e1 = s1;
    e2 = s2;
    e3 = s3;
    before = mask;
  }
  return (e0 & whole) !== 0 ? 0 : (e1 & whole) !== 0 ? 1 : (e2 & whole) !== 0 ? 2 : (e3 & whole) !== 0 ? 3 : 4;
}

/** `measure` by the optimal string alignment table, three rows of `rows`, for queries of any length. */
function measureRows(chars: Uint16Array, from: number, to: number, query: Uint16Array, length: number, budget: number, rows: Int32Array): number {
  const width = length + 1;
  let twoUp = 0;
  let up = width;
  let row = 2 * width;
  for (let j = 0; j <= length; j++) rows[up + j] = j;
  for (let i = 1; i <= to - from; i++) {
    const c = chars[from + i - 1];
    rows[row] = i;
    let least = i;
    for (let j = 1; j <= length; j++) {
      const q = query[j - 1];
      let cell = Math.min(rows[up + j] + 1, rows[row + j - 1] + 1, rows[up + j - 1] + (q === c ? 0 : 1));
      if (i > 1 && j > 1 && q === chars[from + i - 2] && query[j - 2] === c && q !== c) cell = Math.min(cell, rows[twoUp + j - 2] + 1);
      rows[row + j] = cell;
      if (cell < least) least = cell;
    }
    if (least > budget) return budget + 1;
    [twoUp, up, row] = [up, row, twoUp];
  }
  return rows[up + length];
}
