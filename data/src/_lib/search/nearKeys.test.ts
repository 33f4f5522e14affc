import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../test/typos.mjs';
import { osa } from '../../_test/osa.js';
import { createNearKeys } from './nearKeys.js';

describe('createNearKeys', () => {
  const random = createRandom(23);
  const word = (letters: string, most: number): string =>
    Array.from({ length: 1 + Math.floor(random() * most) }, () => letters[Math.floor(random() * letters.length)]).join('');
  const near = (keys: string[], query: string): Map<number, number> => {
    const found = new Map<number, number>();
    expect(createNearKeys(keys)(query, (key, distance) => found.set(key, distance))).toBe(true);
    return found;
  };
  const expected = (keys: string[], query: string): Map<number, number> =>
    new Map(keys.flatMap((key, k) => (osa(query, key) <= 2 ? [[k, osa(query, key)] as const] : [])));

  it('finds exactly the keys within two edits of the query, with the distance', () => {
    // A small alphabet, so that near misses, swaps and repeated letters abound.
    const keys = [...new Set(Array.from({ length: 300 }, () => word('abcd ', 9)))];
    // A key with two letters swapped (and another changed), or a word of its own.
    const swapped = (key: string): string => {
      const i = Math.floor(random() * (key.length - 1));
      const once = key.slice(0, i) + key.slice(i + 1, i + 2) + key.slice(i, i + 1) + key.slice(i + 2);
      return random() < 0.5 ? once : once.replace(/./, 'e');
    };
    for (let round = 0; round < 300; round++) {
      const query = round % 2 === 0 ? word('abcde ', 12) : swapped(keys[Math.floor(random() * keys.length)]!);
      expect(near(keys, query), query).toEqual(expected(keys, query));
    }
  });

  it('tells keys apart by letters past the 31 that have a bit of their own', () => {
    // 40 letters: the 9 least frequent share one bit, which must only let more keys through.
    const letters = 'abcdefghijklmnopqrstuvwxyzñáéíóúü0123456';
    const keys = [...new Set(Array.from({ length: 400 }, () => word(letters, 8)))];
    for (let round = 0; round < 300; round++) {
      const key = keys[Math.floor(random() * keys.length)]!;
      // A key with up to two letters changed, or a word of its own, letters no key has included.
      const query = round % 3 === 0 ? word(`${letters}xyz`, 8) : [...key].map((c) => (random() < 0.2 ? letters[Math.floor(random() * letters.length)] : c)).join('');
      expect(near(keys, query), query).toEqual(expected(keys, query));
    }
  });

  it('leaves a query of more than 30 letters to the trie walk', () => {
    expect(createNearKeys(['a'.repeat(31)])('a'.repeat(31), () => {})).toBe(false);
    expect(near(['a'.repeat(30)], 'a'.repeat(30))).toEqual(new Map([[0, 0]]));
  });
});
