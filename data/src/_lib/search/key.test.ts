import { describe, expect, it } from 'vitest';
import { searchKey } from './key.js';

describe('searchKey', () => {
  it.each([
    ['  MÉRIDA ', 'merida'],
    ['Güigüe', 'guigue'],
    ['Peña', 'peña'],
    ['El Carmen.', 'el carmen'],
    ['Sucre (Catia)', 'sucre catia'],
    ['Guamo-Gavilanes', 'guamo gavilanes'],
    ['Dr. Francisco  Romero Lobo', 'dr francisco romero lobo'],
    ['5 de Julio', '5 de julio'],
    ['Ça Ira!', 'ça ira'],
    ['...', ''],
    ['', ''],
  ])('keys %j as %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});
