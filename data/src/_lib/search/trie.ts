/**
 * A character trie over every word suffix of the search keys ("san cristobal" and "cristobal"),
 * in flat typed arrays. Nodes are numbered in depth-first order (node 0 is the root), so a
 * subtree is the run of nodes `[n, end[n])` and a walk is a loop that can jump over a subtree;
 * each node's postings (the suffixes ending at or below it) are one contiguous range too, so a
 * prefix match reads a slice.
 */
export interface Trie {
  char: Uint16Array;
  depth: Uint16Array;
  /** One past the last node of the subtree. */
  end: Int32Array;
  /** Postings of the subtree: `[postingStart[n], postingEnd[n])`. */
  postingStart: Int32Array;
  postingEnd: Int32Array;
  /** The key a posting belongs to, and which of its words the suffix starts at (0: whole key). */
  postingKey: Int32Array;
  postingToken: Uint8Array;
  /** Longest suffix, so the deepest node. */
  maxDepth: number;
}

interface Suffix {
  text: string;
  key: number;
  token: number;
}

/**
 * Builds the trie of `keys`, each inserted whole and from each later word. The suffixes are
 * sorted first: in that order, a suffix adds the nodes past its common prefix with the one
 * before, which is exactly the depth-first numbering, with no tree of objects in between.
 */
export function buildTrie(keys: readonly string[]): Trie {
  const suffixes: Suffix[] = [];
  keys.forEach((key, k) => {
    suffixes.push({ text: key, key: k, token: 0 });
    for (let token = 1, space = key.indexOf(' '); space >= 0; token++, space = key.indexOf(' ', space + 1)) {
      suffixes.push({ text: key.slice(space + 1), key: k, token: Math.min(token, 255) });
    }
  });
  suffixes.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.key - b.key));

  const shared = suffixes.map((s, i) => (i === 0 ? 0 : commonPrefix(suffixes[i - 1].text, s.text)));
  const maxDepth = suffixes.reduce((most, s) => Math.max(most, s.text.length), 0);
  const nodeCount = suffixes.reduce((count, s, i) => count + s.text.length - shared[i], 1);
  const trie: Trie = {
    char: new Uint16Array(nodeCount),
    depth: new Uint16Array(nodeCount),
    end: new Int32Array(nodeCount),
    postingStart: new Int32Array(nodeCount),
    postingEnd: new Int32Array(nodeCount),
    postingKey: Int32Array.from(suffixes, (s) => s.key),
    postingToken: Uint8Array.from(suffixes, (s) => s.token),
    maxDepth,
  };

  // The nodes on the path of the previous suffix, by depth; they close when a suffix leaves them.
  const open = new Int32Array(maxDepth + 1);
  let openDepth = 0;
  let next = 1;
  const close = (depth: number, posting: number): void => {
    for (; openDepth > depth; openDepth--) {
      trie.end[open[openDepth]] = next;
      trie.postingEnd[open[openDepth]] = posting;
    }
  };
  suffixes.forEach(({ text }, i) => {
    close(shared[i], i);
    for (let d = shared[i] + 1; d <= text.length; d++) {
      const node = next++;
      trie.char[node] = text.charCodeAt(d - 1);
      trie.depth[node] = d;
      trie.postingStart[node] = i;
      open[d] = node;
    }
    openDepth = text.length;
  });
  close(0, suffixes.length);
  trie.end[0] = next;
  trie.postingEnd[0] = suffixes.length;
  return trie;
}

function commonPrefix(a: string, b: string): number {
  const most = Math.min(a.length, b.length);
  let i = 0;
  while (i < most && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
