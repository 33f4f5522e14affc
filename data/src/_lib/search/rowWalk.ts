import type { Trie } from './trie.js';
import type { Walk } from './walk.js';

/**
 * A bounded walk of the trie with an optimal string alignment (restricted Damerau–Levenshtein)
 * table: one row per depth, computed once per node and shared by every name below it. Nodes are
 * visited in their depth-first numbering, so the row above a node is always its parent's. A
 * subtree is skipped as soon as no cell of its root's row is within the budget, since rows only
 * grow from there. Reports every node whose path is within the budget of the whole query (the
 * prefix matches; where a suffix ends, a whole-name match). Queries longer than `maxQueryLength`
 * must not be passed.
 */
export function createRowWalk(trie: Trie, maxQueryLength: number): Walk {
  const { char, depth, end } = trie;
  const nodeCount = char.length;
  const width = maxQueryLength + 1;
  const rows = new Int32Array((trie.maxDepth + 1) * width);
  const path = new Uint16Array(trie.maxDepth + 1);
  const query = new Uint16Array(maxQueryLength);

  return (text, budget, onMatch, tightUntil = 0) => {
    const length = text.length;
    for (let i = 0; i < length; i++) query[i] = text.charCodeAt(i);
    for (let i = 0; i <= length; i++) rows[i] = i;
    // Only cells within `budget` of the diagonal can be within budget. Any value over the budget
    // is as good as another, so the cells just outside the band hold `cap` for the next row.
    const cap = budget + 1;
    let node = 1;
    while (node < nodeCount) {
      const j = depth[node];
      const c = char[node];
      path[j] = c;
      const row = j * width;
      const above = row - width;
      const first = j - budget > 1 ? j - budget : 1;
      const last = j + budget < length ? j + budget : length;
      rows[row] = j;
      if (first > 1) rows[row + first - 1] = cap;
      if (last < length) rows[row + last + 1] = cap;
      // The row above and the letters before are carried in locals: one read of the table a cell.
      const parent = j > 1 ? path[j - 1] : -1;
      let diagonal = rows[above + first - 1];
      let left = rows[row + first - 1];
      let before = first > 1 ? query[first - 2] : -1;
      let least = cap;
      for (let i = first; i <= last; i++) {
        const q = query[i - 1];
        const up = rows[above + i];
        let cell = q === c ? diagonal : diagonal + 1;
        if (up + 1 < cell) cell = up + 1;
        if (left + 1 < cell) cell = left + 1;
        if (q === parent && before === c && q !== c) {
          const swap = rows[above - width + i - 2] + 1;
          if (swap < cell) cell = swap;
        }
        rows[row + i] = cell;
        if (cell < least) least = cell;
        left = cell;
        diagonal = up;
        before = q;
      }
      if (last === length && rows[row + length] <= budget) onMatch(node, j, rows[row + length]);
      node = least <= (j <= tightUntil ? budget - 1 : budget) ? node + 1 : end[node];
    }
  };
}
