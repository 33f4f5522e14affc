import { describe, expect, it } from 'vitest';
import { forbiddenCharacter, nameKey } from './text.js';

describe('forbiddenCharacter', () => {
  it('accepts what Venezuelan place names hold', () => {
    for (const name of ['Mérida', 'Cañada de Urdaneta', 'Güigüe', "O'Higgins", 'Santa Rosa (El Tocuyo)', 'San José de Tiznados', 'Ávila · 2']) {
      expect(forbiddenCharacter(name)).toBeUndefined();
    }
  });

  it('names the kind and code point of what a terminal would act on or a page would hide', () => {
    expect(forbiddenCharacter('Cate\u0000dral')).toBe('un carácter de control (U+0000)');
    expect(forbiddenCharacter('\u001b[31mRojo')).toBe('un carácter de control (U+001B)');
    expect(forbiddenCharacter('a\u0007')).toBe('un carácter de control (U+0007)');
    expect(forbiddenCharacter('a\u007f')).toBe('un carácter de control (U+007F)');
    expect(forbiddenCharacter('a\u0085b')).toBe('un carácter de control (U+0085)');
    expect(forbiddenCharacter('una\nlínea')).toBe('un carácter de control (U+000A)');
    expect(forbiddenCharacter('x\ud800')).toBe('un carácter mal formado (U+D800)');
    expect(forbiddenCharacter('\u202elaremoS')).toBe('un carácter invisible o de dirección del texto (U+202E)');
    expect(forbiddenCharacter('Cate\u200bdral')).toBe('un carácter invisible o de dirección del texto (U+200B)');
    expect(forbiddenCharacter('\u2060')).toBe('un carácter invisible o de dirección del texto (U+2060)');
    expect(forbiddenCharacter('\u3164')).toBe('un carácter invisible o de dirección del texto (U+3164)');
    expect(forbiddenCharacter('Cate\u00addral')).toBe('un carácter invisible o de dirección del texto (U+00AD)');
    expect(forbiddenCharacter('a\u2028b')).toBe('un carácter invisible o de dirección del texto (U+2028)');
    expect(forbiddenCharacter('\ue000')).toBe('un carácter de uso privado (U+E000)');
  });
});

describe('nameKey', () => {
  it('folds what a duplicate could hide behind: compatibility forms, invisible characters, case, accents', () => {
    const key = nameKey('Catedral');
    for (const other of ['CATEDRAL', 'catédral', 'Ｃａｔｅｄｒａｌ', 'Cate\u200bdral', 'Cate\u00addral', '\ufeffCatedral', ' Catedral ']) {
      expect(nameKey(other)).toBe(key);
    }
    expect(nameKey('Catedrales')).not.toBe(key);
    expect(nameKey('Cañada')).not.toBe(nameKey('Canada'));
  });
});
