import { describe, expect, it } from 'vitest';
import { TopValues } from './topValues.js';

describe('TopValues', () => {
  it('counts exactly while the distinct values fit', () => {
    const top = new TopValues(10);
    for (const v of ['a', 'b', 'a', 'c', 'a', 'b']) top.add(v);
    expect(top.top(2)).toEqual([['a', 3], ['b', 2]]);
  });

  it('keeps the frequent values among a million distinct ones, in bounded memory', () => {
    const top = new TopValues(100);
    for (let i = 0; i < 1_000_000; i++) {
      top.add(`único ${i}`);
      if (i % 50 === 0) top.add('Sucre / Petare');
      if (i % 80 === 0) top.add('Zulia / Maracaibo');
    }
    const [first, second] = top.top(10);
    expect(first![0]).toBe('Sucre / Petare');
    expect(first![1]).toBeLessThanOrEqual(20_000);
    expect(first![1]).toBeGreaterThan(19_000);
    expect(second![0]).toBe('Zulia / Maracaibo');
    expect((top as unknown as { values: string[] }).values.length).toBe(100);
  });
});
