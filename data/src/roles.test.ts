import { describe, expect, it } from 'vitest';
import { roleOfClaims, ROLE_NAMES } from './roles.js';

describe('roleOfClaims', () => {
  it('reads the role claim, a viewer without a valid one', () => {
    expect(roleOfClaims({ role: 'admin' })).toBe('admin');
    expect(roleOfClaims({ role: 'editor' })).toBe('editor');
    expect(roleOfClaims({ role: 'jefe' })).toBe('viewer');
    expect(roleOfClaims({})).toBe('viewer');
    expect(roleOfClaims(undefined)).toBe('viewer');
  });
});

describe('ROLE_NAMES', () => {
  it('names each role in Spanish', () => {
    expect(ROLE_NAMES).toEqual({ viewer: 'lector', editor: 'editor', admin: 'administrador' });
  });
});
