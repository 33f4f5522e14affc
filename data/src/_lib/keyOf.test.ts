import { describe, expect, it } from 'vitest';
import { keyOf } from './keyOf.js';
import { normalizeName } from './normalize.js';

describe('keyOf', () => {
  it('answers normalizeName, first time and remembered', () => {
    for (const raw of ['  MÉRIDA ', 'Güigüe', 'PEÑA', 'Me\u0301rida', '']) {
      expect(keyOf(raw)).toBe(normalizeName(raw));
      expect(keyOf(raw)).toBe(normalizeName(raw));
    }
  });

  it('stays right past its capacity', () => {
    for (let i = 0; i < 10_000; i += 1) expect(keyOf(`Nombre ${i} Ú`)).toBe(`nombre ${i} u`);
    expect(keyOf('ZULIA')).toBe('zulia');
  });
});
