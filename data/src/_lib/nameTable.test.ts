import { describe, expect, it } from 'vitest';
import { NameTable } from './nameTable.js';

function table(): NameTable<string> {
  const names = new NameTable<string>();
  names.addFirst('Mérida', 'first');
  names.addFirst('MERIDA', 'second');
  return names;
}

describe('NameTable', () => {
  it('finds by exact spelling and by any spelling with the same key; the first entry wins', () => {
    const names = table();
    for (const raw of ['Mérida', 'MERIDA', 'merida', ' Me\u0301rida ']) expect(names.find(raw)).toBe('first');
  });

  it('answers null for an unknown name and undefined for a blank one, the same when asked again', () => {
    const names = table();
    for (let i = 0; i < 2; i += 1) {
      expect(names.find('Atlantis')).toBeNull();
      expect(names.find('  ')).toBeUndefined();
      expect(names.find('')).toBeUndefined();
    }
  });

  it('collects entries with upsert, under one key', () => {
    const names = new NameTable<string[]>();
    names.upsert('Sucre', () => []).push('a');
    names.upsert('SUCRE', () => []).push('b');
    expect(names.find('sucre')).toEqual(['a', 'b']);
    expect(names.find('SUCRE')).toBe(names.find('Sucre'));
  });

  it('stays right past its memo capacity, names included', () => {
    const names = table();
    for (let i = 0; i < 10_000; i += 1) {
      expect(names.find(`MÉRIDA${' '.repeat(i % 5)}`)).toBe('first');
      expect(names.find(`Atlantis ${i}`)).toBeNull();
    }
    expect(names.find('Mérida')).toBe('first');
    expect(names.find('merida')).toBe('first');
  });
});
