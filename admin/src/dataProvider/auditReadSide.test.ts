import type { AuditEntry } from '@vegeo/data';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { FakeWrite } from '../_test/fakes.js';
import { createAuditReadSide } from './auditReadSide.js';
import { CallableError } from './types.js';

const entry = (clave: string): AuditEntry => ({ clave, at: 1, uid: 'u1', accion: 'editar', tipo: 'estado', id: '13', version: 2 });

describe('the audit, read through the auditoria callable', () => {
  it('asks for a page below a key, and hands back keys and entries', async () => {
    const write = new FakeWrite(() => ({ entradas: [entry('k2'), entry('k1')] }));
    const audit = createAuditReadSide(write);
    expect(await audit.page({ limit: 26 })).toEqual([['k2', withoutClave(entry('k2'))], ['k1', withoutClave(entry('k1'))]]);
    await audit.page({ before: 'k3', limit: 5 });
    expect(write.calls).toEqual([
      { name: 'auditoria', request: { limite: 26 } },
      { name: 'auditoria', request: { limite: 5, antes: 'k3' } },
    ]);
  });

  it('asks for one entry by its key', async () => {
    const write = new FakeWrite((_name, request: { clave: string }) => ({ entradas: request.clave === 'k1' ? [entry('k1')] : [] }));
    const audit = createAuditReadSide(write);
    expect(await audit.one('k1')).toEqual(withoutClave(entry('k1')));
    expect(await audit.one('k9')).toBeNull();
    expect(write.calls.map((call) => call.request)).toEqual([{ clave: 'k1' }, { clave: 'k9' }]);
  });

  it('turns a refusal into the error react-admin shows', async () => {
    const refuse = () => {
      throw new CallableError('permission-denied', 'Solo los administradores leen la auditoría');
    };
    const audit = createAuditReadSide(new FakeWrite(refuse));
    await expect(audit.page({ limit: 1 })).rejects.toBeInstanceOf(HttpError);
  });
});

function withoutClave({ clave: _clave, ...rest }: AuditEntry) {
  return rest;
}
