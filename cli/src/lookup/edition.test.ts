import { describe, expect, it } from 'vitest';
import { edicionWanted } from './edition.js';

describe('edicionWanted', () => {
  it('reads --edicion in either spelling, the last one given, over VEGEO_EDICION', () => {
    expect(edicionWanted(['node', 'vegeo', 'estado', 'Lara', '--edicion', 'ine'], {})).toBe('ine');
    expect(edicionWanted(['node', 'vegeo', '--edicion=ine', 'estado'], {})).toBe('ine');
    expect(edicionWanted(['node', 'vegeo', '--edicion', 'ine', '--edicion', 'base'], {})).toBe('base');
    expect(edicionWanted(['node', 'vegeo', '--edicion', 'base'], { VEGEO_EDICION: 'ine' })).toBe('base');
  });

  it('falls back to VEGEO_EDICION, then to base', () => {
    expect(edicionWanted(['node', 'vegeo', 'estado'], { VEGEO_EDICION: 'ine' })).toBe('ine');
    expect(edicionWanted(['node', 'vegeo', 'estado'], { VEGEO_EDICION: '' })).toBe('base');
    expect(edicionWanted(['node', 'vegeo', 'estado'], {})).toBe('base');
  });

  it('leaves a wrong --edicion to commander, and refuses a wrong VEGEO_EDICION', () => {
    expect(edicionWanted(['node', 'vegeo', '--edicion', 'x'], {})).toBe('base');
    expect(() => edicionWanted(['node', 'vegeo'], { VEGEO_EDICION: 'INE2' })).toThrow('VEGEO_EDICION debe ser base o ine, no «INE2».');
  });
});
