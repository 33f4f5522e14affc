import { describe, expect, it } from 'vitest';
import { seeded } from '../../test/support/fixtures.js';
import { as, failure } from '../../test/support/requests.js';
import { handle as borrar } from './borrarRegistro.js';
import { handle as crear } from './crearRegistro.js';
import { handle as editar } from './editarRegistro.js';
import { handle as restaurar } from './restaurarRegistro.js';

type Store = ReturnType<typeof seeded>['store'];
/** The key of the newest audit entry. */
const last = (store: Store) => Object.keys(store.get('audit') as object).sort().at(-1)!;

describe('restaurarRegistro', () => {
  it('undoes an edit as a new audited change', async () => {
    const { store, deps } = seeded();
    await editar(deps, as('editor', { tipo: 'municipio', id: '1301', version: 0, datos: { municipio: 'Vigía' } }));
    const edit = last(store);
    const result = await restaurar(deps, as('admin', { clave: edit, nota: 'nombre equivocado' }));
    expect(result).toMatchObject({ tipo: 'municipio', id: '1301', version: 3 });
    expect(store.get('geo/municipios/1301')).toEqual({ municipio: 'Alberto Adriani', capital: 'El Vigía', estadoId: '13', version: 3 });
    expect(store.get(`audit/${last(store)}`)).toMatchObject({ accion: 'restaurar', restaura: edit, nota: 'nombre equivocado', version: 3 });
  });

  it('an id once given stays given: a cascade delete restored keeps the ids deleted before it', async () => {
    const { store, deps } = seeded();
    const crearEn = (tipo: string, datos: object) => crear(deps, as('editor', { tipo, datos }));
    const m = await crearEn('municipio', { municipio: 'Efímero', capital: 'Efímera', estadoId: '13' });
    const made = [];
    for (const parroquia of ['Uno', 'Dos', 'Tres']) made.push(await crearEn('parroquia', { parroquia, municipioId: m.id }));
    await borrar(deps, as('editor', { tipo: 'parroquia', id: made[2]!.id, version: made[2]!.version }));
    await borrar(deps, as('editor', { tipo: 'municipio', id: m.id, version: m.version, cascada: true }));
    await restaurar(deps, as('admin', { clave: last(store) }));
    expect((await crearEn('parroquia', { parroquia: 'Cuatro', municipioId: m.id })).id).toBe(`${m.id}04`);
    // An estado's cascade: the sequences of its municipios stay too.
    await borrar(deps, as('editor', { tipo: 'parroquia', id: '010101', version: 0 }));
    await borrar(deps, as('admin', { tipo: 'estado', id: '01', version: 0, cascada: true }));
    await restaurar(deps, as('admin', { clave: last(store) }));
    expect(store.get('geo/secuencias')).toMatchObject({ '0101': 5, '01': 7, [m.id]: 4 });
  });

  it('brings back what a cascade deleted, and removes what a create made', async () => {
    const { store, deps } = seeded();
    await borrar(deps, as('admin', { tipo: 'municipio', id: '1301', version: 0, cascada: true }));
    await restaurar(deps, as('admin', { clave: last(store) }));
    expect(store.get('geo/municipios/1301')).toMatchObject({ municipio: 'Alberto Adriani' });
    expect(Object.keys(store.get('geo/parroquias') as object).filter((id) => id.startsWith('1301'))).toHaveLength(7);
    expect(store.get('geo/meta')).toMatchObject({ municipios: 335, parroquias: 1139 });
    const made = await crear(deps, as('editor', { tipo: 'parroquia', datos: { parroquia: 'Nueva', municipioId: '1302' } }));
    await restaurar(deps, as('admin', { clave: last(store) }));
    expect(store.get(`geo/parroquias/${made.id}`)).toBeUndefined();
  });

  it('refuses when a later change touched the same record, saying which', async () => {
    const { store, deps } = seeded();
    const first = await editar(deps, as('editor', { tipo: 'parroquia', id: '130101', version: 0, datos: { parroquia: 'Uno' } }));
    const clave = last(store);
    await editar(deps, as('editor', { tipo: 'parroquia', id: '130101', version: first.version, datos: { parroquia: 'Dos' } }));
    const refused = await failure(restaurar(deps, as('admin', { clave })));
    expect(refused).toMatchObject({ code: 'failed-precondition', details: { motivo: 'version' } });
    expect(refused.message).toBe("Un cambio posterior tocó la parroquia '130101'; restaure antes ese cambio");
    expect(store.get('geo/parroquias/130101/parroquia')).toBe('Dos');
  });

  it('refuses a result with a broken reference or a name taken twice', async () => {
    const { store, deps } = seeded();
    const municipio = await crear(deps, as('editor', { tipo: 'municipio', datos: { municipio: 'Nuevo', capital: 'C', estadoId: '13' } }));
    const created = last(store);
    await crear(deps, as('editor', { tipo: 'parroquia', datos: { parroquia: 'Hija', municipioId: municipio.id } }));
    expect((await failure(restaurar(deps, as('admin', { clave: created })))).message).toMatch(/dejaría sin padre/);

    await editar(deps, as('editor', { tipo: 'parroquia', id: '130101', version: 0, datos: { parroquia: 'Renombrada' } }));
    const renamed = last(store);
    await crear(deps, as('editor', { tipo: 'parroquia', datos: { parroquia: 'Presidente Betancourt', municipioId: '1301' } }));
    expect((await failure(restaurar(deps, as('admin', { clave: renamed })))).code).toBe('already-exists');
  });

  it('is for admins; an unknown key or an account change cannot be restored', async () => {
    const { deps } = seeded();
    expect((await failure(restaurar(deps, as('editor', { clave: '-k000001' })))).code).toBe('permission-denied');
    expect(await failure(restaurar(deps, as('admin', { clave: '-nada' })))).toMatchObject({ code: 'not-found', details: { campo: 'clave' } });
    expect((await failure(restaurar(deps, as('admin', { clave: 'a/b' })))).code).toBe('invalid-argument');
  });
});
