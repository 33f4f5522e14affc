import type { Trie } from '../_lib/search/trie.js';

/** Each trie node's path, rebuilt from the depth-first layout (a parent comes just before). */
export function paths(trie: Trie): string[] {
  const out = [''];
  const open = [''];
  for (let n = 1; n < trie.char.length; n++) {
    const d = trie.depth[n]!;
    open[d] = open[d - 1] + String.fromCharCode(trie.char[n]!);
    out.push(open[d]!);
  }
  return out;
}
