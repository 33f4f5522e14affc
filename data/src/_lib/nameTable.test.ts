import { describe, expect, it } from 'vitest';
import { NameTable } from './nameTable.js';
import { normalizeName } from './normalize.js';

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

  it('answers as a scan by normalizeName would, for any spelling, asked once, twice or more', () => {
    const names = ['Mérida', 'Straße', 'Sucre', 'Güigüe', '\u0130znik', 'ΟΔΟΣ', 'Kelvin', 'Peña'];
    const byKey = new Map<string, string>();
    const table = new NameTable<string>();
    for (const name of names) {
      table.addFirst(name, name);
      if (!byKey.has(normalizeName(name))) byKey.set(normalizeName(name), name);
    }
    // Spellings of those names and near misses: other case (capitals included: 'ß' is 'SS'),
    // accents, blanks, the Kelvin sign, decomposed letters.
    const alphabet = [...'aAeEiIoOsSuUñÑéÉüÜ\u00df\u1e9e\u0130\u0131\u03a3\u03c3\u03c2Kk\u212a \t\u00a0\u2003\u0301\u0308'];
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const spell = (name: string) =>
      [...name].map((c) => (next() < 0.3 ? pick(alphabet) : next() < 0.5 ? c.toUpperCase() : c)).join('');
    const spellings = Array.from({ length: 3000 }, () => {
      const name = pick(names);
      const variant = pick([name, name.toUpperCase(), name.toLowerCase(), name.normalize('NFD'), spell(name)]);
      return `${pick(['', ' ', '\t'])}${variant}${pick(['', ' ', '  '])}`;
    });
    for (const spelling of [...spellings, ...spellings, ...spellings.flatMap((s) => [s, s, s])]) {
      const key = normalizeName(spelling);
      const expected = key === '' ? undefined : (byKey.get(key) ?? null);
      expect(table.find(spelling), JSON.stringify(spelling)).toBe(expected);
    }
  });

  it("does not file a name under capitals that are another name's ('Straße' is not 'STRASSE')", () => {
    const table = new NameTable<string>();
    table.addFirst('Straße', 'ß');
    expect(table.find('STRASSE')).toBeNull();
    expect(table.find('straße')).toBe('ß');
  });
});
