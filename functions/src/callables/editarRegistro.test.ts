import { describe, expect, it } from 'vitest';
import { NOW, seeded } from '../../test/support/fixtures.js';
import { as, failure } from '../../test/support/requests.js';
import { handle } from './editarRegistro.js';

describe('editarRegistro', () => {
  it('renames a municipio: one update with the record, meta and one audit entry', async () => {
    const { store, deps } = seeded(4);
    const result = await handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 4, datos: { municipio: 'Vigía' } }));
    expect(result).toEqual({
      tipo: 'municipio',
      id: '1301',
      registro: { municipio: 'Vigía', capital: 'El Vigía', estadoId: '13' },
      version: 5,
      borrados: 0,
    });
    expect(store.updates).toHaveLength(1);
    const [patch] = store.updates;
    const audit = Object.keys(patch!).filter((path) => path.startsWith('audit/'));
    expect(Object.keys(patch!).sort()).toEqual([...audit, 'geo/meta', 'geo/municipios/1301'].sort());
    expect(audit).toHaveLength(1);
    expect(patch![audit[0]!]).toEqual({
      at: NOW,
      uid: 'editor-uid',
      email: 'editor-uid@example.com',
      accion: 'editar',
      tipo: 'municipio',
      id: '1301',
      version: 5,
      antes: { municipios: { '1301': { municipio: 'Alberto Adriani', capital: 'El Vigía', estadoId: '13' } } },
      despues: { municipios: { '1301': { municipio: 'Vigía', capital: 'El Vigía', estadoId: '13' } } },
    });
    expect(patch!['geo/meta']).toEqual({ version: 5, updatedAt: NOW, estados: 24, municipios: 335, parroquias: 1139 });
  });

  it('lets a record keep its own name in another spelling, not take a sibling\'s', async () => {
    const { deps } = seeded();
    await expect(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 1, datos: { municipio: 'ALBERTO ADRIANI' } }))).resolves.toBeTruthy();
    const clash = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 2, datos: { municipio: 'Andrés Bello' } })));
    expect(clash.code).toBe('already-exists');
  });

  it('edits estados: ciudades replaced or removed, ISO unique, the capital\'s VE-A fixed', async () => {
    const { store, deps } = seeded();
    await handle(deps, as('editor', { tipo: 'estado', id: '13', version: 1, datos: { ciudades: ['Mérida', 'Ejido'] } }));
    expect(store.get('geo/estados/13/ciudades')).toEqual(['Mérida', 'Ejido']);
    await handle(deps, as('editor', { tipo: 'estado', id: '13', version: 2, datos: { ciudades: null, capital: 'Mérida' } }));
    expect(store.get('geo/estados/13')).toEqual({ iso_31662: 'VE-L', estado: 'Mérida', capital: 'Mérida', id_estado: 13 });
    expect((await failure(handle(deps, as('editor', { tipo: 'estado', id: '13', version: 3, datos: { iso_31662: 'VE-A' } })))).code).toBe('already-exists');
    const capital = await failure(handle(deps, as('editor', { tipo: 'estado', id: '24', version: 3, datos: { iso_31662: 'VE-Z' } })));
    expect(capital).toMatchObject({ code: 'failed-precondition', message: 'El código VE-A del Distrito Capital no se puede cambiar' });
  });

  it('never moves a record to another parent, and needs a change', async () => {
    const { deps } = seeded();
    const move = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 1, datos: { estadoId: '01' } })));
    expect(move).toMatchObject({ code: 'invalid-argument', message: "Campo desconocido en 'datos': 'estadoId'" });
    const none = await failure(handle(deps, as('editor', { tipo: 'parroquia', id: '130101', version: 1, datos: {} })));
    expect(none.message).toBe("'datos' no indica ningún cambio");
  });

  it('answers not-found for a missing record or an id of the wrong kind', async () => {
    const { deps } = seeded();
    expect((await failure(handle(deps, as('editor', { tipo: 'parroquia', id: '139999', version: 1, datos: { parroquia: 'X' } })))).code).toBe('not-found');
    expect((await failure(handle(deps, as('editor', { tipo: 'municipio', id: '13', version: 1, datos: { municipio: 'X' } })))).code).toBe('invalid-argument');
  });

  it('refuses a change made over an older version, writing nothing', async () => {
    const { store, deps } = seeded(7);
    const stale = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 6, datos: { municipio: 'X' } })));
    expect(stale).toMatchObject({ code: 'failed-precondition', details: { version: 7 } });
    expect(stale.message).toBe('Los datos cambiaron (versión 7); vuelva a leerlos e inténtelo de nuevo');
    expect(store.updates).toHaveLength(0);
  });

  it('loses the race when another change claims the version first', async () => {
    const { store, deps } = seeded(1);
    store.beforeClaim = () => {
      store.beforeClaim = undefined;
      void store.update({ 'geo/meta/version': 2, 'geo/municipios/1301/capital': 'Otra' });
    };
    const lost = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 1, datos: { municipio: 'X' } })));
    expect(lost).toMatchObject({ code: 'failed-precondition', details: { version: 2 } });
    expect(store.get('geo/municipios/1301')).toMatchObject({ municipio: 'Alberto Adriani', capital: 'Otra' });
  });
});
