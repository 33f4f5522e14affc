import { describe, expect, it } from 'vitest';
import { auditTable, summary } from './auditoria.js';
import type { AuditEntry } from '@vegeo/data';

const roleChange: AuditEntry = {
  clave: '-a',
  at: Date.UTC(2026, 0, 2, 3, 4, 5),
  uid: 'u1',
  email: 'jefa@vegeo.test',
  accion: 'rol',
  tipo: 'usuario',
  id: 'u2',
  antes: { role: 'viewer' },
  despues: { role: 'admin' },
};

describe('the audit, as shown', () => {
  it('names roles in Spanish', () => {
    expect(summary(roleChange)).toBe('rol lector → administrador');
    expect(summary({ ...roleChange, antes: undefined })).toBe('rol — → administrador');
  });

  it('is a table of when, who, what and the change', () => {
    expect(auditTable([roleChange]).rows).toEqual([['2026-01-02 03:04:05', 'jefa@vegeo.test', 'rol', 'usuario', 'u2', '', 'rol lector → administrador']]);
  });
});
