import { describe, expect, it } from 'vitest';
import { dataset } from './dataset.js';
import { normalizeGeneral, normalizeName } from './normalize.js';

describe('normalizeName', () => {
  it.each([
    ['', ''],
    ['merida', 'merida'],
    ['MERIDA', 'merida'],
    ['MéRiDa', 'merida'],
    ['Distrito Capital', 'distrito capital'],
  ])('folds case: %j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it.each([
    ['á', 'a'], ['Á', 'a'],
    ['é', 'e'], ['É', 'e'],
    ['í', 'i'], ['Í', 'i'],
    ['ó', 'o'], ['Ó', 'o'],
    ['ú', 'u'], ['Ú', 'u'],
    ['ü', 'u'], ['Ü', 'u'],
  ])('drops the accent of %j (composed)', (vowel, plain) => {
    expect(normalizeName(vowel)).toBe(plain);
    expect(normalizeName(`x${vowel}x`)).toBe(`x${plain}x`);
  });

  it.each([
    ['a\u0301', 'a'], ['E\u0301', 'e'], ['i\u0301', 'i'], ['O\u0301', 'o'], ['u\u0301', 'u'],
    ['u\u0308', 'u'], ['U\u0308', 'u'],
  ])('drops the accent of %j (decomposed, NFD)', (vowel, plain) => {
    expect(normalizeName(vowel)).toBe(plain);
  });

  it.each([
    ['Mérida', 'merida'],
    ['Anzoátegui', 'anzoategui'],
    ['GÜIGÜE', 'guigue'],
    ['Güigüe', 'guigue'],
    ['Me\u0301rida', 'merida'],
    ['MÉRIDA'.normalize('NFD'), 'merida'],
    ['Táchira'.normalize('NFD'), 'tachira'],
  ])('folds whole names: %j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it.each([
    ['Peña', 'peña'],
    ['PEÑA', 'peña'],
    ['Ñ', 'ñ'],
    ['n\u0303', 'ñ'],
    ['N\u0303', 'ñ'],
    ['Cañada de Urdaneta'.normalize('NFD'), 'cañada de urdaneta'],
    ['Muñoz', 'muñoz'],
  ])('keeps ñ: %j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it.each([
    ['  Mérida', 'merida'],
    ['Mérida  ', 'merida'],
    ['  Distrito    Capital  ', 'distrito capital'],
    ['\tDistrito\tCapital\n', 'distrito capital'],
    ['Distrito\r\nCapital', 'distrito capital'],
    ['Distrito\u00a0Capital', 'distrito capital'],
    ['\u00a0Distrito \u2003 Capital\u3000', 'distrito capital'],
    ['   ', ''],
    ['\t\n\u00a0', ''],
  ])('trims and collapses blanks: %j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it.each([
    ['José Félix Ribas', 'jose felix ribas'],
    ["Pedro María Ureña", 'pedro maria ureña'],
    ['Nuestra Señora (Ángel)', 'nuestra señora (angel)'],
    ['23 de Enero', '23 de enero'],
    ["O'Higgins-Mora.", "o'higgins-mora."],
  ])('keeps everything else: %j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it('keeps accents on letters other than the vowels', () => {
    expect(normalizeName('Ç')).toBe('ç');
    expect(normalizeName('ý')).toBe('ý');
  });

  it('is idempotent', () => {
    for (const input of ['  MÉRIDA ', 'Güigüe', 'PEÑA', 'Me\u0301rida', '\tA\u00a0B ']) {
      const once = normalizeName(input);
      expect(normalizeName(once)).toBe(once);
    }
  });

  it('gives the same key to composed and decomposed spellings', () => {
    for (const name of ['Mérida', 'Güigüe', 'Peña', 'Anzoátegui', 'Ñ Ú']) {
      expect(normalizeName(name.normalize('NFD'))).toBe(normalizeName(name.normalize('NFC')));
    }
  });

  it('answers as the general Unicode way over every name of the dataset and its variants', () => {
    const names = dataset.flatMap((r) => [r.estado, r.capital, ...r.municipios.flatMap((m) => [m.municipio, m.capital, ...m.parroquias])]);
    for (const name of names) {
      for (const variant of [name, name.toUpperCase(), name.normalize('NFD'), ` ${name.replace(/ /g, '\t \u00a0')} `]) {
        expect(normalizeName(variant)).toBe(normalizeGeneral(variant));
      }
    }
  });

  it('answers as the general Unicode way over random text of tricky characters', () => {
    for (const text of randomTexts('aAeEzZñÑáÁéÉíÍóÓúÚüÜàÂçÇý \t\n\u00a0\u2003\u0301\u0303\u0308\'.-(1', 7)) {
      expect(normalizeName(text), JSON.stringify(text)).toBe(normalizeGeneral(text));
    }
  });

  it('depends only on the text trimmed and in lower case (name tables look that spelling up first)', () => {
    // Letters whose case changes their length or meaning (ß, İ, ı, Σ, the Kelvin sign), blanks
    // that trim() and \s know, marks.
    for (const text of randomTexts('aAeEñÑáÁüÜ\u00df\u1e9e\u0130\u0131\u03a3\u03c3K\u212a \t\n\u00a0\u2000\u2003\ufeff\u0301\u0308.-', 5)) {
      expect(normalizeName(text.trim().toLowerCase()), JSON.stringify(text)).toBe(normalizeName(text));
    }
  });
});

/** 5000 texts of up to 11 characters of `alphabet`, the same for the same seed. */
function randomTexts(alphabet: string, seed: number): string[] {
  const letters = [...alphabet];
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: 5000 }, () =>
    Array.from({ length: Math.floor(next() * 12) }, () => letters[Math.floor(next() * letters.length)]).join(''),
  );
}
