import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../test/typos.mjs';
import { osa } from '../../_test/osa.js';
import { paths } from '../../_test/triePaths.js';
import { buildTrie } from './trie.js';
import { createRowWalk } from './rowWalk.js';
import { createWalk, type Walk } from './walk.js';

describe('osa', () => {
  it.each([
    ['ab', 'ba', 1],
    ['ca', 'abc', 3],
    ['maracaibo', 'maracaybo', 1],
    ['sucre', 'sucer', 1],
    ['', 'abc', 3],
  ])('the reference distance of %j and %j is %i', (a, b, distance) => {
    expect(osa(a, b)).toBe(distance);
  });
});

describe.each([
  ['createWalk', createWalk],
  ['createRowWalk', createRowWalk],
])('%s', (_name, create) => {
  // Random keys over a small alphabet, so that near misses, swaps and shared prefixes abound.
  const random = createRandom(42);
  const word = (most: number): string =>
    Array.from({ length: 1 + Math.floor(random() * most) }, () => 'abcd '[Math.floor(random() * 5)]).join('').trim() || 'a';
  const keys = [...new Set(Array.from({ length: 60 }, () => word(9)))];
  const trie = buildTrie(keys);
  const all = paths(trie);
  const walk = create(trie, 12);

  it('reports exactly the nodes whose path is within the budget, with the distance', () => {
    for (let round = 0; round < 200; round++) {
      const query = word(12);
      const budget = round % 3;
      const reported = new Map<number, number>();
      walk(query, budget, (node, depth, distance) => {
        expect(depth).toBe(all[node]!.length);
        reported.set(node, distance);
      });
      const expected = new Map<number, number>();
      all.forEach((path, n) => {
        const distance = osa(query, path);
        if (n > 0 && distance <= budget) expected.set(n, distance);
      });
      expect(reported).toEqual(expected);
    }
  });

  it('keeps, tight down to a depth, only the branches one edit closer there', () => {
    // A node's children are walked while some beginning of the query is within the budget of its
    // path; a node is reported when walked and within the budget of the whole query.
    const open = (query: string, path: string, budget: number): boolean =>
      [...Array(query.length + 1).keys()].some((i) => osa(query.slice(0, i), path) <= budget);
    for (let round = 0; round < 100; round++) {
      const query = word(12);
      const tightUntil = round % 5;
      const reported = new Map<number, number>();
      walk(query, 2, (node, _depth, distance) => reported.set(node, distance), tightUntil);
      const expected = new Map<number, number>();
      all.forEach((path, n) => {
        const ancestors = [...Array(Math.max(0, Math.min(path.length - 1, tightUntil))).keys()].map((d) => path.slice(0, d + 1));
        const distance = osa(query, path);
        if (n > 0 && distance <= 2 && ancestors.every((a) => open(query, a, 1))) {
          expected.set(n, distance);
        }
      });
      expect(reported).toEqual(expected);
    }
  });
});

describe('createWalk', () => {
  // Longer keys over a small alphabet, and queries up to 42 letters.
  const random = createRandom(7);
  const word = (most: number): string =>
    Array.from({ length: 1 + Math.floor(random() * most) }, () => 'abc '[Math.floor(random() * 4)]).join('').trim() || 'a';
  const trie = buildTrie([...new Set(Array.from({ length: 80 }, () => word(40)))]);
  // In node order: within one edit, the walk reports nodes as it follows the query, not in the trie's order.
  const calls = (walk: Walk, query: string, budget: number, tightUntil: number): number[][] => {
    const seen: number[][] = [];
    walk(query, budget, (node, depth, distance) => seen.push([node, depth, distance]), tightUntil);
    return seen.sort((a, b) => a[0]! - b[0]!);
  };

  it('reports what the row walk reports, for queries of any length', () => {
    const bits = createWalk(trie, 42);
    const rows = createRowWalk(trie, 42);
    for (let round = 0; round < 300; round++) {
      const query = word(42);
      const budget = round % 3;
      const tightUntil = budget === 2 ? round % 7 : 0;
      expect(calls(bits, query, budget, tightUntil), query).toEqual(calls(rows, query, budget, tightUntil));
    }
  });
});

