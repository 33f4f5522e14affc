import { describe, expect, it } from 'vitest';
import { NOW, seeded } from '../../test/support/fixtures.js';
import { as, failure } from '../../test/support/requests.js';
import { handle } from './editarRegistro.js';

describe('editarRegistro', () => {
  it('renames a municipio: one update with the record, meta and one audit entry', async () => {
    const { store, deps } = seeded(4);
    const result = await handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { municipio: 'Vigía' } }));
    expect(result).toEqual({
      tipo: 'municipio',
      id: '1301',
      registro: { municipio: 'Vigía', capital: 'El Vigía', estadoId: '13', version: 5 },
      version: 5,
      borrados: 0,
    });
    const commits = store.updates.filter((patch) => Object.keys(patch).some((path) => path.startsWith('geo')));
    expect(commits).toHaveLength(1);
    const [patch] = commits;
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
      despues: { municipios: { '1301': { municipio: 'Vigía', capital: 'El Vigía', estadoId: '13', version: 5 } } },
    });
    expect(patch!['geo/meta']).toEqual({ version: 5, updatedAt: NOW, estados: 24, municipios: 335, parroquias: 1139 });
  });

  it('names the version of the record read: unrelated changes since do not matter', async () => {
    const { store, deps } = seeded(1);
    await handle(deps, as('editor', { tipo: 'parroquia', id: '130101', version: 0, datos: { parroquia: 'Otra cosa' } }));
    await handle(deps, as('editor', { tipo: 'municipio', id: '1302', version: 0, datos: { capital: 'Otra' } }));
    await expect(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { municipio: 'Vigía' } }))).resolves.toMatchObject({
      version: 4,
    });
    expect(store.get('geo/municipios/1302/capital')).toBe('Otra');
  });

  it('refuses a change over another version of the record, writing nothing', async () => {
    const { store, deps } = seeded(7);
    await handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { capital: 'A' } }));
    const before = store.updates.length;
    const stale = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { municipio: 'X' } })));
    expect(stale).toMatchObject({ code: 'failed-precondition', details: { motivo: 'version', version: 8 } });
    expect(stale.message).toBe("Otro usuario cambió el municipio '1301' (versión 8, leída 0); vuelva a leerlo e inténtelo de nuevo");
    expect(store.updates).toHaveLength(before);
  });

  it('plans again when another change lands first: unrelated, both apply; same record, refused', async () => {
    const { store, deps } = seeded(1);
    store.beforeCommit = () => {
      store.beforeCommit = undefined;
      store.set('geo/municipios/1302/capital', 'Rival');
      store.set('geo/meta/version', 2);
    };
    const result = await handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { municipio: 'X' } }));
    expect(result.version).toBe(3);
    expect(store.get('geo/municipios/1302/capital')).toBe('Rival');
    expect(store.get('geo/municipios/1301/municipio')).toBe('X');

    store.beforeCommit = () => {
      store.beforeCommit = undefined;
      store.set('geo/municipios/1301', { municipio: 'Y', capital: 'C', estadoId: '13', version: 4 });
      store.set('geo/meta/version', 4);
    };
    const lost = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 3, datos: { capital: 'Z' } })));
    expect(lost).toMatchObject({ code: 'failed-precondition', details: { motivo: 'version', version: 4 } });
    expect(store.get('geo/municipios/1301')).toEqual({ municipio: 'Y', capital: 'C', estadoId: '13', version: 4 });
  });

  it('lets a record keep its own name in another spelling, not take a sibling\'s', async () => {
    const { deps } = seeded();
    const own = await handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { municipio: 'ALBERTO ADRIANI' } }));
    const clash = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: own.version, datos: { municipio: 'Andrés Bello' } })));
    expect(clash).toMatchObject({ code: 'already-exists', details: { campo: 'datos.municipio', id: '1302' } });
  });

  it('edits estados: ciudades replaced or removed, ISO unique, the capital\'s VE-A fixed', async () => {
    const { store, deps } = seeded();
    const first = await handle(deps, as('editor', { tipo: 'estado', id: '13', version: 0, datos: { ciudades: ['Mérida', 'Ejido'] } }));
    expect(store.get('geo/estados/13/ciudades')).toEqual(['Mérida', 'Ejido']);
    const second = await handle(deps, as('editor', { tipo: 'estado', id: '13', version: first.version, datos: { ciudades: null, capital: 'Mérida' } }));
    expect(store.get('geo/estados/13')).toEqual({ iso_31662: 'VE-L', estado: 'Mérida', capital: 'Mérida', id_estado: 13, version: 3 });
    const taken = await failure(handle(deps, as('editor', { tipo: 'estado', id: '13', version: second.version, datos: { iso_31662: 'VE-A' } })));
    expect(taken.code).toBe('already-exists');
    const capital = await failure(handle(deps, as('editor', { tipo: 'estado', id: '24', version: 0, datos: { iso_31662: 'VE-Z' } })));
    expect(capital).toMatchObject({ code: 'failed-precondition', message: 'El código VE-A del Distrito Capital no se puede cambiar', details: { motivo: 'regla' } });
  });

  it('never moves a record to another parent, and needs a change', async () => {
    const { deps } = seeded();
    const move = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { estadoId: '01' } })));
    expect(move).toMatchObject({ code: 'invalid-argument', message: "Campo desconocido en 'datos': 'estadoId'" });
    const none = await failure(handle(deps, as('editor', { tipo: 'parroquia', id: '130101', version: 0, datos: {} })));
    expect(none.message).toBe("'datos' no indica ningún cambio");
  });

  it('answers not-found for a missing record or an id of the wrong kind', async () => {
    const { deps } = seeded();
    expect(await failure(handle(deps, as('editor', { tipo: 'parroquia', id: '139999', version: 0, datos: { parroquia: 'X' } })))).toMatchObject({
      code: 'not-found',
      message: "No existe la parroquia '139999'",
      details: { campo: 'id' },
    });
    expect((await failure(handle(deps, as('editor', { tipo: 'municipio', id: '13', version: 0, datos: { municipio: 'X' } })))).code).toBe('invalid-argument');
  });

  it('refuses a key that would act as the fields it wraps', async () => {
    const { store, deps } = seeded();
    const data = JSON.parse('{"tipo":"parroquia","id":"130101","version":0,"datos":{"__proto__":{"parroquia":"X"}}}') as unknown;
    const refused = await failure(handle(deps, as('editor', data)));
    expect(refused).toMatchObject({ code: 'invalid-argument', message: "Campo no permitido: '__proto__'", details: { problemas: [{ campo: 'datos.__proto__' }] } });
    expect(store.get('geo/parroquias/130101/parroquia')).toBe('Presidente Betancourt');
  });
});
