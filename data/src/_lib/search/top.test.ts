import { describe, expect, it } from 'vitest';
import { createTop, offerEntry, raiseEntry, reset, type Top } from './top.js';

const listed = (top: Top) => Array.from({ length: top.count }, (_, i) => [top.entry[i], top.score[i]]);

function topOf(max: number, offers: [entry: number, value: number][]): Top {
  const top = createTop(20);
  reset(top, max);
  for (const [entry, value] of offers) offerEntry(top, entry, value);
  return top;
}

describe('offerEntry', () => {
  it('keeps the best, higher score first, then lower entry', () => {
    expect(listed(topOf(3, [[5, 0.5], [2, 0.9], [7, 0.5], [1, 0.5], [9, 0.1]]))).toEqual([[2, 0.9], [1, 0.5], [5, 0.5]]);
  });
});

describe('raiseEntry', () => {
  it('moves a held entry up to a better score', () => {
    const top = topOf(3, [[1, 0.9], [2, 0.8], [3, 0.7]]);
    expect(raiseEntry(top, 3, 0.85)).toBe(true);
    expect(listed(top)).toEqual([[1, 0.9], [3, 0.85], [2, 0.8]]);
  });

  it('leaves a held entry with a score as good or better', () => {
    const top = topOf(3, [[1, 0.9], [2, 0.8]]);
    expect(raiseEntry(top, 2, 0.8)).toBe(false);
    expect(raiseEntry(top, 2, 0.5)).toBe(false);
    expect(listed(top)).toEqual([[1, 0.9], [2, 0.8]]);
  });

  it('offers an entry it does not hold', () => {
    const top = topOf(2, [[1, 0.9], [2, 0.8]]);
    expect(raiseEntry(top, 3, 0.85)).toBe(true);
    expect(listed(top)).toEqual([[1, 0.9], [3, 0.85]]);
  });
});
