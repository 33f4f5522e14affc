import { describe, expect, it } from 'vitest';
import { MAX_EDITS, editBudget, score } from './score.js';

describe('editBudget', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [6, 1],
    [7, 2],
    [40, 2],
  ])('allows a text of %i characters %i edits', (length, edits) => {
    expect(editBudget(length)).toBe(edits);
    expect(edits).toBeLessThanOrEqual(MAX_EDITS);
  });
});

describe('score', () => {
  it('gives 1 to an exact whole name only, and something in (0, 1) to every other match', () => {
    const wrong: string[] = [];
    for (let keyLength = 1; keyLength <= 40; keyLength++) {
      for (let query = 1; query <= keyLength + MAX_EDITS; query++) {
        for (let distance = 0; distance <= editBudget(query); distance++) {
          for (let depth = Math.max(1, query - distance); depth <= Math.min(keyLength, query + distance); depth++) {
            for (const token of [0, 1, 3]) {
              const value = score(query, depth, distance, keyLength, token);
              const exact = distance === 0 && depth === keyLength && token === 0;
              if (exact ? value !== 1 : !(value > 0 && value < 1)) wrong.push(`${[query, depth, distance, keyLength, token]}: ${value}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ranks fewer edits, more of the name covered, and the first word higher', () => {
    expect(score(9, 9, 0, 9, 0)).toBeGreaterThan(score(9, 9, 1, 9, 0));
    expect(score(4, 4, 0, 7, 0)).toBeGreaterThan(score(4, 4, 0, 9, 0));
    expect(score(4, 4, 0, 9, 0)).toBeGreaterThan(score(4, 5, 1, 5, 0));
    expect(score(9, 9, 0, 13, 0)).toBeGreaterThan(score(9, 9, 0, 13, 1));
  });
});
