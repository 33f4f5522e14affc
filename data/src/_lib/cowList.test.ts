import { describe, expect, it } from 'vitest';
import { cowList } from './cowList.js';

describe('cowList', () => {
  it('equals the list it was given, as a plain array', () => {
    const names = ['Mérida', 'Ejido', 'El Vigía'];
    const list = cowList(names);
    expect(list).toEqual(names);
    expect(Array.isArray(list)).toBe(true);
    expect(Object.isFrozen(list)).toBe(false);
  });

  it('gives copies that change independently of each other and of it', () => {
    const list = cowList(['Tovar', 'Zea']);
    const first = list.slice();
    first[0] = 'Atlantis';
    first.push('Otra');
    expect(list).toEqual(['Tovar', 'Zea']);
    expect(list.slice()).toEqual(['Tovar', 'Zea']);
  });

  it('copies plainly an empty list and names holding its separator', () => {
    expect(cowList([])).toEqual([]);
    expect(cowList(['a\u0000b', 'c'])).toEqual(['a\u0000b', 'c']);
  });
});
