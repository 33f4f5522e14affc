import { describe, expect, it } from 'vitest';
import { seeded } from '../../test/support/fixtures.js';
import { as, failure } from '../../test/support/requests.js';
import { handle as editar } from './editarRegistro.js';
import { handle as importar } from './importarRegistros.js';
import { handle as restaurar } from './restaurarRegistro.js';

type Store = ReturnType<typeof seeded>['store'];
const audit = (store: Store) => Object.entries((store.get('audit') ?? {}) as Record<string, Record<string, unknown>>).sort(([a], [b]) => (a < b ? -1 : 1));

const IMPORT = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const batch = (cambios: unknown[]) => ({ importacion: IMPORT, nota: 'Gaceta Oficial 41.000', cambios });
const crear = (clave: string, parroquia: string, municipioId = '1301') => ({ clave, pasos: [{ accion: 'crear', tipo: 'parroquia', datos: { parroquia, municipioId } }] });
const renombrar = (clave: string, id: string, parroquia: string, version = 0) => ({ clave, pasos: [{ accion: 'editar', tipo: 'parroquia', id, version, datos: { parroquia } }] });

describe('importarRegistros', () => {
  it('writes a batch as one change with one audit entry that names the import and carries its nota', async () => {
    const { store, deps } = seeded();
    const answer = await importar(deps, as('editor', batch([crear('f2', 'Nueva Uno'), renombrar('f3', '130101', 'Otro Nombre'), crear('f4', 'Nueva Dos')])));
    expect(answer).toMatchObject({ version: 2, rechazo: null });
    expect(answer.hechos).toEqual([
      { clave: 'f2', estado: 'aplicado', ids: ['130108'] },
      { clave: 'f3', estado: 'aplicado', ids: ['130101'] },
      { clave: 'f4', estado: 'aplicado', ids: ['130109'] },
    ]);
    expect(store.get('geo/parroquias/130109')).toEqual({ parroquia: 'Nueva Dos', municipioId: '1301', estadoId: '13', version: 2 });
    const entries = audit(store);
    expect(entries).toHaveLength(1);
    expect(entries[0]![0]).toBe(answer.clave);
    expect(entries[0]![1]).toMatchObject({ accion: 'importar', tipo: 'parroquia', id: IMPORT, version: 2, nota: 'Gaceta Oficial 41.000', uid: 'editor-uid' });
    expect(Object.keys((entries[0]![1]['despues'] as { parroquias: object }).parroquias)).toEqual(['130101', '130108', '130109']);
  });

  it('stops at the first refusal: the changes before it land, it and the rest do not', async () => {
    const { store, deps } = seeded();
    const answer = await importar(deps, as('editor', batch([crear('f2', 'Nueva'), crear('f3', 'Nueva Otra', '9999'), crear('f4', 'Tercera')])));
    expect(answer.hechos.map((h) => h.clave)).toEqual(['f2']);
    expect(answer.rechazo).toEqual({ clave: 'f3', codigo: 'not-found', mensaje: "No existe el municipio '9999'", detalles: { campo: 'datos.municipioId' } });
    expect(store.get('geo/parroquias/130108')).toMatchObject({ parroquia: 'Nueva' });
    expect(Object.values(store.get('geo/parroquias') as object).some((p: { parroquia: string }) => p.parroquia === 'Tercera')).toBe(false);
    // A version conflict and a malformed step are refusals of their change too.
    const stale = await importar(deps, as('editor', batch([renombrar('f9', '130102', 'X', 5)])));
    expect(stale).toMatchObject({ clave: null, version: null, hechos: [], rechazo: { clave: 'f9', codigo: 'failed-precondition', detalles: { motivo: 'version', version: 0 } } });
    const odd = await importar(deps, as('editor', batch([{ clave: 'f10', pasos: [{ accion: 'mudar', tipo: 'parroquia' }] }])));
    expect(odd.rechazo).toMatchObject({ clave: 'f10', codigo: 'invalid-argument', mensaje: "'accion' debe ser crear, editar o borrar" });
  });

  it('moves a parroquia as a create and a delete that land together or not at all', async () => {
    const { store, deps } = seeded();
    const move = { clave: 'f2', pasos: [{ accion: 'crear', tipo: 'parroquia', datos: { parroquia: 'Mudada', municipioId: '1302' } }, { accion: 'borrar', tipo: 'parroquia', id: '130101', version: 0 }] };
    const answer = await importar(deps, as('editor', batch([move])));
    expect(answer.hechos).toEqual([{ clave: 'f2', estado: 'aplicado', ids: [expect.stringMatching(/^1302\d\d$/), '130101'] }]);
    expect(store.get('geo/parroquias/130101')).toBeUndefined();
    const halfway = { clave: 'f3', pasos: [{ accion: 'crear', tipo: 'parroquia', datos: { parroquia: 'Otra Mudada', municipioId: '1302' } }, { accion: 'borrar', tipo: 'parroquia', id: '130102', version: 9 }] };
    const refused = await importar(deps, as('editor', batch([halfway])));
    expect(refused.rechazo?.clave).toBe('f3');
    expect(Object.values(store.get('geo/parroquias') as object).some((p: { parroquia: string }) => p.parroquia === 'Otra Mudada')).toBe(false);
  });

  it('sent again, applies only what is missing: what is in effect is `ya` and writes nothing', async () => {
    const { store, deps } = seeded();
    const cambios = [crear('f2', 'Nueva Uno'), renombrar('f3', '130101', 'Otro Nombre'), { clave: 'f4', pasos: [{ accion: 'borrar', tipo: 'parroquia', id: '130102', version: 0 }] }];
    await importar(deps, as('editor', batch(cambios.slice(0, 2))));
    const again = await importar(deps, as('editor', batch(cambios)));
    expect(again.hechos.map((h) => [h.clave, h.estado])).toEqual([['f2', 'ya'], ['f3', 'ya'], ['f4', 'aplicado']]);
    expect(Object.values(store.get('geo/parroquias') as object).filter((p: { parroquia: string }) => p.parroquia === 'Nueva Uno')).toHaveLength(1);
    const nothing = await importar(deps, as('editor', batch(cambios)));
    expect(nothing).toMatchObject({ clave: null, version: null, rechazo: null });
    expect(audit(store)).toHaveLength(2);
  });

  it('refuses a lector, and a batch without a nota or over 100 changes', async () => {
    const { deps } = seeded();
    expect(await failure(importar(deps, as('viewer', batch([crear('f2', 'X')]))))).toMatchObject({ code: 'permission-denied' });
    expect(await failure(importar(deps, as('editor', { importacion: IMPORT, cambios: [crear('f2', 'X')] })))).toMatchObject({ code: 'invalid-argument' });
    const many = Array.from({ length: 101 }, (_, i) => crear(`f${i}`, `N ${i}`));
    expect((await failure(importar(deps, as('editor', batch(many))))).message).toBe('Un lote de importación admite hasta 100 cambios');
  });
});

describe('restaurarRegistro of a whole import', () => {
  it('undoes every batch of the import as one change', async () => {
    const { store, deps } = seeded();
    const before = store.get('geo/parroquias/130101') as { parroquia: string };
    await importar(deps, as('editor', batch([crear('f2', 'Nueva Uno'), renombrar('f3', '130101', 'Primero')])));
    await importar(deps, as('editor', batch([renombrar('f4', '130101', 'Segundo', 2), { clave: 'f5', pasos: [{ accion: 'borrar', tipo: 'parroquia', id: '130102', version: 0 }] }])));
    const restored = await restaurar(deps, as('admin', { importacion: IMPORT, nota: 'importación equivocada' }));
    expect(restored).toMatchObject({ tipo: 'parroquia', id: IMPORT, version: 4 });
    expect(store.get('geo/parroquias/130101')).toMatchObject({ parroquia: before.parroquia, version: 4 });
    expect(store.get('geo/parroquias/130102')).toMatchObject({ version: 4 });
    expect(store.get('geo/parroquias/130108')).toBeUndefined();
    expect(store.get('geo/meta')).toMatchObject({ parroquias: 1139 });
    const entries = audit(store);
    expect(entries).toHaveLength(3);
    expect(entries[2]![1]).toMatchObject({ accion: 'restaurar', id: IMPORT, restaura: entries[0]![0], nota: 'importación equivocada' });
  });

  it('refuses when a later change touched a record of the import, and an import it does not know', async () => {
    const { deps } = seeded();
    const { hechos } = await importar(deps, as('editor', batch([renombrar('f3', '130101', 'Primero')])));
    expect(hechos).toHaveLength(1);
    await editar(deps, as('editor', { tipo: 'parroquia', id: '130101', version: 2, datos: { parroquia: 'Después' } }));
    expect(await failure(restaurar(deps, as('admin', { importacion: IMPORT })))).toMatchObject({ code: 'failed-precondition', details: { motivo: 'version' } });
    expect(await failure(restaurar(deps, as('admin', { importacion: 'ffffffffffff' })))).toMatchObject({ code: 'not-found' });
    expect(await failure(restaurar(deps, as('editor', { importacion: IMPORT })))).toMatchObject({ code: 'permission-denied' });
  });
});
