import { describe, expect, it } from 'vitest';
import { isVersionConflict } from './refusals.js';

describe('isVersionConflict', () => {
  it('reads motivo, a record gone (version null) included', () => {
    expect(isVersionConflict({ motivo: 'version', version: 8 })).toBe(true);
    expect(isVersionConflict({ motivo: 'version', version: null })).toBe(true);
    expect(isVersionConflict({ motivo: 'hijos', municipios: 1, parroquias: 2 })).toBe(false);
    expect(isVersionConflict(null)).toBe(false);
  });
});
