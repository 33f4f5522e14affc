import { describe, expect, it } from 'vitest';
import { codificacionOf, detectCodificacion } from './encoding.js';

describe('detectCodificacion', () => {
  it('reads UTF-8 with or without a BOM, even with a character cut at the end of the sample', () => {
    expect(detectCodificacion(new TextEncoder().encode('\uFEFFMérida'))).toBe('utf-8');
    expect(detectCodificacion(new TextEncoder().encode('Mérida'))).toBe('utf-8');
    expect(detectCodificacion(new TextEncoder().encode('Peñ').slice(0, 3))).toBe('utf-8');
  });

  it('reads the bytes Excel writes on Windows as Windows-1252', () => {
    const latin = Uint8Array.from([...'M\u00e9rida, Pe\u00f1a'].map((c) => c.charCodeAt(0)));
    expect(detectCodificacion(latin)).toBe('windows-1252');
    expect(new TextDecoder('windows-1252').decode(latin)).toBe('Mérida, Peña');
  });

  it('knows the usual names of both', () => {
    expect(['utf8', 'UTF-8', 'latin1', 'ISO-8859-1', 'cp1252'].map(codificacionOf)).toEqual(['utf-8', 'utf-8', 'windows-1252', 'windows-1252', 'windows-1252']);
    expect(codificacionOf('ebcdic')).toBeUndefined();
  });
});
