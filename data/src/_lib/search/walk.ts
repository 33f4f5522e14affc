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
  // The query's letters numbered as the trie's; the nodes two letters deep by their second
  // letter's number, with their first letter's.
  const letters = [...new Set(char.subarray(1))];
  // A table by char code, not a Map: every walk reads it once per letter of the query.
  const letterOf = new Uint16Array(Math.max(0, ...letters) + 1);
  letters.forEach((c, i) => (letterOf[c] = i + 1));
  const letter = Uint16Array.from(char, (c) => letterOf[c]);
  const queryLetter = new Uint16Array(maxQueryLength);
  // The letters of each node's children, a bit each (past 31 letters, the last bit shared): a
  // letter no child has is told at once, without looking at the children.
  const bitOf = Int32Array.from({ length: letters.length + 1 }, (_, l) => (l === 0 ? 0 : 1 << Math.min(l - 1, 31)));
  const childLetters = new Int32Array(nodeCount);
  for (let node = 0; node < nodeCount; node++) for (let c = node + 1; c < end[node]; c = end[c]) childLetters[node] |= bitOf[letter[c]];
  const queryBit = new Int32Array(maxQueryLength);
  const column = new Int32Array(letters.length + 2);
  for (let node = 1; node < nodeCount; node++) if (depth[node] === 2) column[letter[node] + 1]++;
  for (let l = 0; l <= letters.length; l++) column[l + 1] += column[l];
  const columnNode = new Int32Array(column[letters.length + 1]);
  const columnFirst = new Uint16Array(columnNode.length);
  // The nodes three letters deep by their second and third letters' numbers, with their first's.
  const pairs = letters.length + 1;
  const pairStart = new Int32Array(pairs * pairs + 1);
  for (let node = 1, second = 0; node < nodeCount; node++) {
    if (depth[node] === 2) second = letter[node];
    else if (depth[node] === 3) pairStart[second * pairs + letter[node] + 1]++;
  }
  for (let p = 0; p < pairs * pairs; p++) pairStart[p + 1] += pairStart[p];
  const pairNode = new Int32Array(pairStart[pairs * pairs]);
  const pairFirst = new Uint16Array(pairNode.length);
  for (let node = 1, first = 0, second = 0, fill = pairStart.slice(); node < nodeCount; node++) {
    if (depth[node] === 1) first = letter[node];
    else if (depth[node] === 2) second = letter[node];
    else if (depth[node] === 3) {
      pairFirst[fill[second * pairs + letter[node]]] = first;
      pairNode[fill[second * pairs + letter[node]]++] = node;
    }
  }
  // The root's children by letter (-1: none).
  const rootChild = new Int32Array(letters.length + 1).fill(-1);
  for (let node = 1; node < nodeCount; node = end[node]) rootChild[letter[node]] = node;
  for (let node = 1, first = 0, fill = column.slice(); node < nodeCount; node++) {
    if (depth[node] === 1) first = letter[node];
    else if (depth[node] === 2) {
      columnFirst[fill[letter[node]]] = first;
      columnNode[fill[letter[node]]++] = node;
    }
  }

  /** The node the query's letters `[from, to)` lead to from `node`, or -1. Children are in letter order. */
  const follow = (node: number, text: string, from: number, to: number): number => {
    for (let i = from; i < to && node >= 0; i++) {
      if ((childLetters[node] & queryBit[i]) === 0) return -1;
      const code = text.charCodeAt(i);
      const last = end[node];
      let c = node + 1;
      while (c < last && char[c] < code) c = end[c];
      node = c < last && char[c] === code ? c : -1;
    }
    return node;
  };

  /** From `node`, j + 1 deep, the rest of the query from its letter i. */
  const rest = (node: number, j: number, i: number, text: string, onMatch: OnMatch): void => {
    const found = follow(node, text, i, text.length);
    if (found >= 0) onMatch(found, j + 1 + text.length - i, 1);
  };

  return (text, budget, onMatch, tightUntil = 0) => {
    if (budget > 1 || tightUntil > 0) return rowWalk(text, budget, onMatch, tightUntil);
    const length = text.length;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      queryLetter[i] = code < letterOf.length ? letterOf[code] : 0;
      queryBit[i] = bitOf[queryLetter[i]];
    }
    // Off the spine at the first letter, the paths that go on as the query from its first or its
    // second letter: where the first level's children are many, the third level's nodes of the
    // query's next two letters (the second level's of its last, for a query of two) are fewer.
    const byColumn = budget > 0 && length > 1;
    for (let i = 0; byColumn && i < 2; i++) {
      if (i + 1 === length) {
        for (let k = column[queryLetter[i]]; k < column[queryLetter[i] + 1]; k++) if (columnFirst[k] !== queryLetter[0]) onMatch(columnNode[k], 2, 1);
        continue;
      }
      const p = queryLetter[i] * pairs + queryLetter[i + 1];
      for (let k = pairStart[p]; k < pairStart[p + 1]; k++) {
        if (pairFirst[k] !== queryLetter[0]) rest(pairNode[k], 2, i + 2, text, onMatch);
      }
    }
    for (let spine = 0, j = 0; spine >= 0; j++) {
      const from = spine;
      spine = -1;
      if (j === 0 && byColumn) {
        // Of the root's children, only the query's first letter (the spine) and its second
        // (that letter skipped, or the two swapped) have anything left to do here.
        const first = rootChild[queryLetter[0]];
        if (first >= 0) {
          spine = first;
          if (length - 1 <= budget) onMatch(first, 1, length - 1);
        }
        const second = rootChild[queryLetter[1]];
        if (second >= 0 && second !== first) {
          rest(second, 0, 2, text, onMatch);
          const swapped = follow(second, text, 0, 1);
          if (swapped >= 0) rest(swapped, 1, 2, text, onMatch);
        }
        continue;
      }
      for (let node = from + 1; node < end[from]; node = end[node]) {
        const c = char[node];
        if (j < length && c === text.charCodeAt(j)) {
          spine = node;
          if (length - j - 1 <= budget) onMatch(node, j + 1, length - j - 1);
        } else if (budget > 0) {
          // Both go on with a child of the query's letter j or j + 1, while the query has letters left.
          if ((j > 0 || !byColumn) && (j + 1 >= length || (childLetters[node] & (queryBit[j] | queryBit[j + 1])) !== 0)) {
            rest(node, j, j, text, onMatch);
            if (j < length) rest(node, j, j + 1, text, onMatch);
          }
          if (j + 1 < length && c === text.charCodeAt(j + 1)) {
            rest(node, j, j + 2, text, onMatch);
            const swapped = follow(node, text, j, j + 1);
            if (swapped >= 0) rest(swapped, j + 1, j + 2, text, onMatch);
          }
        }
      }
    }
  };
}
