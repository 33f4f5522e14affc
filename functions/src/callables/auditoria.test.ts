import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../test/support/memory-store.js';
import { as, failure } from '../../test/support/requests.js';
import { handle } from './auditoria.js';

const entry = (at: number) => ({ at, uid: 'ed', accion: 'editar', tipo: 'municipio', id: '1301', version: at });

describe('auditoria', () => {
  it('answers the newest entries first, bounded by limite', async () => {
    const store = new MemoryStore();
    store.root = { audit: { '-a': entry(1), '-c': entry(3), '-b': entry(2) } };
    const { entradas } = await handle({ store }, as('admin', { limite: 2 }));
    expect(entradas.map((e) => [e.clave, e.at])).toEqual([['-c', 3], ['-b', 2]]);
    expect((await handle({ store }, as('admin', null))).entradas).toHaveLength(3);
  });

  it('is admin-only', async () => {
    const store = new MemoryStore();
    expect((await failure(handle({ store }, as('editor', {})))).code).toBe('permission-denied');
    expect((await failure(handle({ store }, as('admin', { limite: 0 })))).code).toBe('invalid-argument');
  });
});
