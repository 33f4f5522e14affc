import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize.js';

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
});
