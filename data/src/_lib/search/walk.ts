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

/**
 * The walk of `createRowWalk` (same nodes reported, same distances), within one edit followed
 * along the query instead of measured node by node. A path that is the query's first j letters
 * (the spine) is within one edit of its first j - 1, j and j + 1 letters; a child of it off the
 * spine, its edit spent, of the first j and j + 1, and j + 2 when the child's letter is the
 * query's next but one. Below that child, a path within one edit of the whole query goes on as
 * the rest of the query from there, or, for that letter, with the two letters it skips swapped.
 * So only the spine's children are looked at, and the rest is followed letter by letter: tens of
 * steps where the table's walk measures hundreds of nodes. Two edits (only a city's name, and
 * rarely, takes them) and tight walks take the table.
 */
export function createWalk(trie: Trie, maxQueryLength: number): Walk {
  const { char, depth, end } = trie;
  const nodeCount = char.length;
  const rowWalk = createRowWalk(trie, maxQueryLength);
  // The nodes two letters deep by their letters' numbers (0: none): the first level's children
  // are many, deeper ones few (and in letter order).
  const letters = [...new Set(char.subarray(1))];
  const letterOf = new Map(letters.map((c, i) => [c, i + 1]));
  const letter = Uint16Array.from(char, (c) => letterOf.get(c) ?? 0);
  const width = letters.length + 1;
  const second = new Int32Array(width * width);
  for (let node = 1, first = 0; node < nodeCount; node++) {
    if (depth[node] === 1) first = letter[node];
    else if (depth[node] === 2) second[first * width + letter[node]] = node;
  }
  const queryLetter = new Uint16Array(maxQueryLength);

  /** The node the query's letters `[from, to)` lead to from `node`, or -1. */
  const follow = (node: number, text: string, from: number, to: number): number => {
    for (let i = from; i < to && node >= 0; i++) {
      if (depth[node] === 1) {
        node = second[letter[node] * width + queryLetter[i]] || -1;
        continue;
      }
      const code = text.charCodeAt(i);
      let c = node + 1;
      while (c < end[node] && char[c] < code) c = end[c];
      node = c < end[node] && char[c] === code ? c : -1;
    }
    return node;
  };

  return (text, budget, onMatch, tightUntil = 0) => {
    if (budget > 1 || tightUntil > 0) return rowWalk(text, budget, onMatch, tightUntil);
    const length = text.length;
    for (let i = 0; i < length; i++) queryLetter[i] = letterOf.get(text.charCodeAt(i)) ?? 0;
    // From `node`, j + 1 deep, the rest of the query from its letter i.
    const rest = (node: number, j: number, i: number): void => {
      const found = follow(node, text, i, length);
      if (found >= 0) onMatch(found, j + 1 + length - i, 1);
    };
    for (let spine = 0, j = 0; spine >= 0; j++) {
      const from = spine;
      spine = -1;
      for (let node = from + 1; node < end[from]; node = end[node]) {
        const c = char[node];
        if (j < length && c === text.charCodeAt(j)) {
          spine = node;
          if (length - j - 1 <= budget) onMatch(node, j + 1, length - j - 1);
        } else if (budget > 0) {
          rest(node, j, j);
          if (j < length) rest(node, j, j + 1);
          if (j + 1 < length && c === text.charCodeAt(j + 1)) {
            rest(node, j, j + 2);
            const swapped = follow(node, text, j, j + 1);
            if (swapped >= 0) rest(swapped, j + 1, j + 2);
          }
        }
      }
    }
  };
}
