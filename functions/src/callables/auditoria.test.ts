import { describe, expect, it } from 'vitest';
import { accounts } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { handle } from './auditoria.js';

const entry = (at: number) => ({ at, uid: 'ed', accion: 'editar', tipo: 'municipio', id: '1301', version: at });

function setup() {
  const { mirror, users } = accounts();
  const store = new MemoryStore(undefined, mirror);
  store.set('audit', { '-a': entry(1), '-c': entry(3), '-b': entry(2) });
  return { store, deps: { store, users } };
}

describe('auditoria', () => {
  it('answers the newest entries first, bounded by limite', async () => {
    const { deps } = setup();
    const { entradas } = await handle(deps, as('admin', { limite: 2 }));
    expect(entradas.map((e) => [e.clave, e.at])).toEqual([['-c', 3], ['-b', 2]]);
    expect((await handle(deps, as('admin', null))).entradas).toHaveLength(3);
  });

  it('pages by key, filters by an indexed field, and answers one entry by its clave', async () => {
    const { deps, store } = setup();
    store.set('audit/-d', { ...entry(4), accion: 'crear' });
    const claves = async (data: unknown) => (await handle(deps, as('admin', data))).entradas.map((e) => e.clave);
    expect(await claves({ antes: '-c' })).toEqual(['-b', '-a']);
    expect(await claves({ desde: '-b', limite: 2 })).toEqual(['-d', '-c']);
    expect(await claves({ donde: { campo: 'accion', valor: 'editar' }, antes: '-c' })).toEqual(['-b', '-a']);
    expect(await claves({ donde: { campo: 'accion', valor: 'crear' } })).toEqual(['-d']);
    expect((await handle(deps, as('admin', { clave: '-c' }))).entradas).toEqual([{ clave: '-c', ...entry(3) }]);
    expect(await claves({ clave: '-z' })).toEqual([]);
  });

  it('refuses a cursor or a filter it could not read by', async () => {
    const { deps } = setup();
    expect((await failure(handle(deps, as('admin', { antes: 'a/b' })))).message).toBe("'antes' no es la clave de una entrada de auditoría");
    expect((await failure(handle(deps, as('admin', { donde: { campo: 'email', valor: 'x' } })))).message).toBe("'donde.campo' debe ser id, uid, accion o tipo");
    expect((await failure(handle(deps, as('admin', { donde: { campo: 'uid' } })))).code).toBe('invalid-argument');
  });

  it('is admin-only, and says the range of limite', async () => {
    const { deps } = setup();
    expect((await failure(handle(deps, as('editor', {})))).code).toBe('permission-denied');
    for (const limite of [0, -1, 501]) {
      expect(await failure(handle(deps, as('admin', { limite })))).toMatchObject({ code: 'invalid-argument', message: "'limite' debe estar entre 1 y 500" });
    }
    expect((await failure(handle(deps, as('admin', { limite: 1.5 })))).message).toBe("'limite' debe ser un entero");
  });
});
