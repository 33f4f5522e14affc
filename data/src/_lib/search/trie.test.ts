import { describe, expect, it } from 'vitest';
import { paths } from '../../_test/triePaths.js';
import { buildTrie } from './trie.js';

const KEYS = ['san cristobal', 'san jose', 'sucre', 'antonio jose de sucre', 'santa ana', 'san', 'cristobal rojas', 'sucre'];

describe('buildTrie', () => {
  const trie = buildTrie(KEYS);
  const all = paths(trie);
  const suffixes = KEYS.flatMap((key, k) => key.split(' ').map((_, t, words) => ({ text: words.slice(t).join(' '), k, t })));

  it('has one node per distinct prefix of a word suffix, in depth-first order', () => {
    const prefixes = new Set(suffixes.flatMap(({ text }) => [...text].map((_, i) => text.slice(0, i + 1))));
    expect(all.slice(1).sort()).toEqual([...prefixes].sort());
    expect(all.slice(1)).toEqual([...all.slice(1)].sort());
    expect(trie.maxDepth).toBe('antonio jose de sucre'.length);
  });

  it('keeps, under each node, exactly the suffixes that begin with its path', () => {
    all.forEach((path, n) => {
      const below = [];
      for (let p = trie.postingStart[n]!; p < trie.postingEnd[n]!; p++) below.push(`${trie.postingKey[p]}:${trie.postingToken[p]}`);
      const expected = suffixes.filter(({ text }) => text.startsWith(path)).map(({ k, t }) => `${k}:${t}`);
      expect(below.sort()).toEqual(expected.sort());
    });
  });

  it('spans each subtree with end', () => {
    all.forEach((path, n) => {
      const inside = all.slice(n, trie.end[n]).every((p) => p.startsWith(path));
      expect(inside).toBe(true);
      if (trie.end[n]! < all.length) expect(all[trie.end[n]!]!.startsWith(path) && n > 0).toBe(false);
    });
  });

  it('builds an empty trie from no keys', () => {
    expect(buildTrie([]).char).toHaveLength(1);
  });
});
