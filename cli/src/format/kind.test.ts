import { describe, expect, it } from 'vitest';
import { agreeing, ofKind, theKind } from './kind.js';

describe('words that agree with a kind', () => {
  it('make a parroquia feminine and the others masculine', () => {
    expect(['estado', 'municipio', 'parroquia'].map((t) => theKind(t as never))).toEqual(['el estado', 'el municipio', 'la parroquia']);
    expect(ofKind('parroquia')).toBe('de la parroquia');
    expect(ofKind('estado')).toBe('del estado');
    expect(agreeing('parroquia', 'cread')).toBe('creada');
    expect(agreeing('municipio', 'editad')).toBe('editado');
  });
});
