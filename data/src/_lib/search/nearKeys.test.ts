import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../test/typos.mjs';
import { osa } from '../../_test/osa.js';
import { createNearKeys } from './nearKeys.js';

describe('createNearKeys', () => {
  const random = createRandom(23);
  const word = (letters: string, most: number, least = 1): string =>
    Array.from({ length: least + Math.floor(random() * (most - least + 1)) }, () => letters[Math.floor(random() * letters.length)]).join('');
  const near = (keys: string[], query: string, budget: number): Map<number, number> => {
    const found = new Map<number, number>();
    createNearKeys(keys)(query, budget, (key, distance) => found.set(key, distance));
    return found;
  };
  const expected = (keys: string[], query: string, budget: number): Map<number, number> =>
    new Map(keys.flatMap((key, k) => (osa(query, key) <= budget ? [[k, osa(query, key)] as const] : [])));
  // A key with two letters swapped (and another changed).
  const swapped = (key: string): string => {
    const i = Math.floor(random() * (key.length - 1));
    const once = key.slice(0, i) + key.slice(i + 1, i + 2) + key.slice(i, i + 1) + key.slice(i + 2);
    return random() < 0.5 ? once : once.replace(/./, 'e');
  };

  it.each([2, 3])('finds exactly the keys within %i edits of the query, with the distance', (budget) => {
    // A small alphabet, so that near misses, swaps and repeated letters abound.
    const keys = [...new Set(Array.from({ length: 300 }, () => word('abcd ', 9)))];
    for (let round = 0; round < 300; round++) {
      const query = round % 2 === 0 ? word('abcde ', 12) : swapped(keys[Math.floor(random() * keys.length)]!);
      expect(near(keys, query, budget), query).toEqual(expected(keys, query, budget));
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
      expect(near(keys, query, 2), query).toEqual(expected(keys, query, 2));
    }
  });

  // The reference table over 200 keys of 26 to 36 letters is slow: seconds on a busy machine.
  it.each([2, 3])('measures queries past 30 letters by the table, within %i edits', { timeout: 60_000 }, (budget) => {
    const keys = [...new Set(Array.from({ length: 200 }, () => word('abc ', 36, 26)))];
    for (let round = 0; round < 100; round++) {
      const key = keys[Math.floor(random() * keys.length)]!;
      const query = round % 2 === 0 ? word('abcd ', 36, 31) : swapped(key.length > 30 ? key : `${key}abcdabcd`);
      expect(near(keys, query, budget), query).toEqual(expected(keys, query, budget));
    }
  });
});
