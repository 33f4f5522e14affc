import { describe, expect, it } from 'vitest';
import { normalizeValue } from './normalize.js';
import { setAt, updateAt } from './tree.js';

const options = { now: 1000, depth: 0 };

describe('normalizeValue', () => {
  it('drops nulls and empty objects and turns arrays into keyed branches', () => {
    expect(normalizeValue({ a: null, b: {}, c: [1, null, 3] }, null, options)).toEqual({ c: { '0': 1, '2': 3 } });
    expect(normalizeValue({}, null, options)).toBeNull();
  });

  it('keeps children named like sparse array indices, through copies, in key order', () => {
    const stored = normalizeValue({ x: 1, '4294967294': 'last', '1005': { '12': true }, '0': 'zero' }, null, options);
    expect(Object.keys(stored as object)).toEqual(['0', '1005', '4294967294', 'x']);
    expect(stored).toEqual({ '0': 'zero', '1005': { '12': true }, '4294967294': 'last', x: 1 });
    const changed = updateAt(setAt(stored, ['1005', '13'], 1), [], [[['4294967294'], null], [['7'], 7]]);
    expect(changed).toEqual({ '0': 'zero', '7': 7, '1005': { '12': true, '13': 1 }, x: 1 });
    expect(stored).toEqual({ '0': 'zero', '1005': { '12': true }, '4294967294': 'last', x: 1 });
  });

  it('keeps priorities in export format', () => {
    expect(normalizeValue({ '.value': 'x', '.priority': 2 }, null, options)).toEqual({ '.value': 'x', '.priority': 2 });
    expect(normalizeValue({ a: 1, '.priority': 'p' }, null, options)).toEqual({ a: 1, '.priority': 'p' });
  });

  it('resolves server values against the existing data', () => {
    expect(normalizeValue({ t: { '.sv': 'timestamp' }, n: { '.sv': { increment: 2 } } }, { n: 5 }, options)).toEqual({ t: 1000, n: 7 });
  });

  it.each([
    ['an invalid key', { 'a.b': 1 }],
    ['a control character in a key', { 'a\nb': 1 }],
    ['a non-finite number', { a: Number.NaN }],
    ['an unknown server value', { '.sv': 'nope' }],
    ['a function', () => 1],
    ['an object priority', { a: 1, '.priority': {} }],
  ])('rejects %s with invalid_data', (_name, input) => {
    expect(() => normalizeValue(input, null, options)).toThrow(expect.objectContaining({ status: 'invalid_data' }));
  });

  it('enforces the depth limit counting the location', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 30; i++) deep = { k: deep };
    expect(normalizeValue(deep, null, { now: 0, depth: 2 })).not.toBeNull();
    expect(() => normalizeValue(deep, null, { now: 0, depth: 3 })).toThrow(/deeper/);
  });
});
