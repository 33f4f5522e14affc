import { describe, expect, it } from 'vitest';
import { as } from '../test/support/requests.js';
import { callerOf, requireRole, roleOf } from './access.js';

describe('roleOf', () => {
  it('reads the role claim; no claim or an unknown one is a viewer', () => {
    expect(roleOf({ role: 'admin' })).toBe('admin');
    expect(roleOf({ role: 'editor' })).toBe('editor');
    expect(roleOf({})).toBe('viewer');
    expect(roleOf({ role: 'root' })).toBe('viewer');
  });
});

describe('callerOf and requireRole', () => {
  it('refuses anonymous calls with unauthenticated', () => {
    expect(() => callerOf(as(null, {}))).toThrow(expect.objectContaining({ code: 'unauthenticated' }));
  });

  it('takes identity only from auth', () => {
    expect(callerOf(as('editor', { uid: 'otro', role: 'admin' }, 'u1'))).toEqual({ uid: 'u1', email: 'u1@example.com', role: 'editor' });
  });

  it('ranks viewer < editor < admin', () => {
    expect(() => requireRole(as('viewer', {}), 'editor')).toThrow(expect.objectContaining({ code: 'permission-denied' }));
    expect(() => requireRole(as('editor', {}), 'admin')).toThrow('Esta operación requiere el rol administrador');
    expect(requireRole(as('admin', {}), 'editor').role).toBe('admin');
  });
});
