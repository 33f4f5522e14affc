import { createRowWalk } from './rowWalk.js';
import type { Trie } from './trie.js';

/** Called for each trie node whose path is within the budget of the whole query. */
export type OnMatch = (node: number, depth: number, distance: number) => void;

/**
 * Walks a trie against a query, reporting the nodes whose path is within an edit budget of the
 * whole query (the prefix matches; where a suffix ends, a whole-name match). Down to depth
 * `tightUntil`, a branch must stay within one edit less: a cheaper walk that still finds every
 * match with at most one of its edits in those first letters.
 */
export type Walk = (query: string, budget: number, onMatch: OnMatch, tightUntil?: number) => void;

// A query's states (0 to its length) fit one 32-bit integer up to this length.
const MAX_BITS_QUERY = 30;

/**
 * The walk of `createRowWalk` (same nodes reported, same distances, same subtrees skipped), with
 * the table's row at each depth held as three bit sets, one per number of edits (0, 1, 2): bit i
 * of the set for d edits says that the query's first i letters are within d edits of the path
 * (Wu and Manber's bit-parallel automaton, with transpositions). A node then costs a few integer
 * operations instead of a loop over the row. Longer queries (a 31-letter name and more) and budgets past 2 take the row walk.
 */
export function createWalk(trie: Trie, maxQueryLength: number): Walk {
  const { char, depth, end } = trie;
  const nodeCount = char.length;
  const rowWalk = createRowWalk(trie, maxQueryLength);
  // Each letter of the trie numbered, so that its mask for the query is one array read.
  const letters = [...new Set(char.subarray(1))];
  const letterOf = new Map(letters.map((c, i) => [c, i + 1]));
  const letter = Uint16Array.from(char, (c) => letterOf.get(c) ?? 0);
  const masks = new Int32Array(letters.length + 1);
  // Per depth: the three sets, and the mask of the path's letter there (for transpositions).
  const sets = new Int32Array((trie.maxDepth + 1) * 3);
  const pathMask = new Int32Array(trie.maxDepth + 1);

  return (text, budget, onMatch, tightUntil = 0) => {
    const length = text.length;
    if (length > MAX_BITS_QUERY || budget > 2) return rowWalk(text, budget, onMatch, tightUntil);
    // Bit i + 1 of a letter's mask: the query's letter i is that one.
    for (let i = 0; i < length; i++) {
      const at = letterOf.get(text.charCodeAt(i));
      if (at !== undefined) masks[at] |= 2 << i;
    }
    const all = (2 << length) - 1;
    const whole = 1 << length;
    // Before any letter of the path, the first d letters of the query are d edits away.
    sets[0] = 1;
    sets[1] = 3 & all;
    sets[2] = 7 & all;
    let node = 1;
    while (node < nodeCount) {
      const j = depth[node];
      const mask = masks[letter[node]];
      const above = (j - 1) * 3;
      const e0 = sets[above];
      const e1 = sets[above + 1];
      const e2 = sets[above + 2];
      // Match, then (for more edits) insertion, substitution, deletion and transposition.
      const s0 = (e0 << 1) & mask;
      let s1 = ((e1 << 1) & mask) | e0 | (e0 << 1);
      let s2 = ((e2 << 1) & mask) | e1 | (e1 << 1);
      if (j > 1) {
        const swapped = (mask << 1) & pathMask[j - 1];
        if (swapped !== 0) {
          const twoAbove = above - 3;
          s1 |= (sets[twoAbove] << 2) & swapped;
          s2 |= (sets[twoAbove + 1] << 2) & swapped;
        }
      }
      s1 = (s1 | (s0 << 1)) & all;
      s2 = (s2 | (s1 << 1)) & all;
      const row = j * 3;
      sets[row] = s0;
      sets[row + 1] = s1;
      sets[row + 2] = s2;
      pathMask[j] = mask;
      const within = budget === 0 ? s0 : budget === 1 ? s1 : s2;
      if ((within & whole) !== 0) onMatch(node, j, (s0 & whole) !== 0 ? 0 : (s1 & whole) !== 0 ? 1 : 2);
      const limit = j <= tightUntil ? budget - 1 : budget;
      const open = limit === 0 ? s0 : limit === 1 ? s1 : limit === 2 ? s2 : 0;
      node = open !== 0 ? node + 1 : end[node];
    }
    for (let i = 0; i < length; i++) {
      const at = letterOf.get(text.charCodeAt(i));
      if (at !== undefined) masks[at] = 0;
    }
  };
}
