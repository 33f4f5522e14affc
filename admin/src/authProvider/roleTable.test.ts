import { describe, expect, it } from 'vitest';
import type { Rol } from '@vegeo/data';
import { canAccess } from './roleTable.js';

describe('canAccess', () => {
  it('lets each role do what the table lists, and nothing else', () => {
    expect(canAccess('viewer', 'parroquias', 'list')).toBe(true);
    expect(canAccess('viewer', 'parroquias', 'edit')).toBe(false);
    expect(canAccess('editor', 'parroquias.nombre', 'edit')).toBe(true);
    expect(canAccess('admin', 'usuarios', 'delete')).toBe(true);
    expect(canAccess('editor', 'usuarios', 'list')).toBe(false);
  });

  it('denies a role or a resource it does not know, object members included', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'jefe']) {
      expect(canAccess(name as Rol, 'parroquias', 'list'), name).toBe(false);
      expect(canAccess('admin', name, 'list'), name).toBe(false);
      expect(canAccess('admin', `${name}.campo`, 'includes'), name).toBe(false);
    }
  });
});
