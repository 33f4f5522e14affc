import { describe, expect, it } from 'vitest';
import { parseRol, roleName } from './roles.js';

describe('roles', () => {
  it('are shown in Spanish', () => {
    expect(['viewer', 'editor', 'admin'].map(roleName)).toEqual(['lector', 'editor', 'administrador']);
    expect(roleName('otro')).toBe('otro');
  });

  it('are read by their Spanish name or their stored value', () => {
    expect(['lector', 'Editor', 'ADMINISTRADOR', 'viewer', 'admin'].map(parseRol)).toEqual(['viewer', 'editor', 'admin', 'viewer', 'admin']);
    expect(() => parseRol('jefe')).toThrow('Rol desconocido «jefe»: use lector, editor o administrador.');
    expect(() => parseRol('constructor')).toThrow(/^Rol desconocido/);
  });
});
