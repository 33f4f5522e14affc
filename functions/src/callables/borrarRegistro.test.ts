import { pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { accounts, seeded } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { handle } from './borrarRegistro.js';

const count = (store: MemoryStore, collection: string) => Object.keys(store.get(`geo/${collection}`) as object).length;

describe('borrarRegistro', () => {
  it('deletes a parroquia and keeps the totals true', async () => {
    const { store, deps } = seeded();
    const result = await handle(deps, as('editor', { tipo: 'parroquia', id: '130101', version: 0 }));
    expect(result).toMatchObject({ registro: null, borrados: 1, version: 2 });
    expect(store.get('geo/parroquias/130101')).toBeUndefined();
    expect(store.get('geo/meta/parroquias')).toBe(1138);
  });

  it('refuses a parent with children unless cascada, saying what it holds', async () => {
    const { store, deps } = seeded();
    const refused = await failure(handle(deps, as('editor', { tipo: 'estado', id: '01', version: 0 })));
    expect(refused).toMatchObject({ code: 'failed-precondition', details: { motivo: 'hijos', municipios: 7, parroquias: 25 } });
    expect(refused.message).toBe("El estado '01' tiene 7 municipios y 25 parroquias; use cascada: true para borrarlos con él");
    expect(store.updates).toHaveLength(0);
  });

  it('refuses a record changed since it was read', async () => {
    const { deps } = seeded();
    const stale = await failure(handle(deps, as('editor', { tipo: 'municipio', id: '1302', version: 5, cascada: true })));
    expect(stale).toMatchObject({ code: 'failed-precondition', details: { motivo: 'version', version: 0 } });
  });

  it('cascades: the estado, its municipios and parroquias, totals still true, one audit entry', async () => {
    const { store, deps } = seeded();
    const result = await handle(deps, as('admin', { tipo: 'estado', id: '01', version: 0, cascada: true }));
    expect(result.borrados).toBe(1 + 7 + 25);
    const meta = store.get('geo/meta') as Record<string, number>;
    expect(meta).toMatchObject({ estados: 23, municipios: 328, parroquias: 1114, version: 2 });
    expect([meta['estados'], meta['municipios'], meta['parroquias']]).toEqual([count(store, 'estados'), count(store, 'municipios'), count(store, 'parroquias')]);
    const audit = Object.values(store.get('audit') as object);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ accion: 'borrar', tipo: 'estado', id: '01', cascada: true });
    expect(Object.keys(audit[0].antes.parroquias)).toHaveLength(25);
    // The deleted estado's id is the last issued: a new estado gets another. The sequences under
    // what went are written out and kept, for a restore that brings it back.
    const municipios = pais[0]!.municipios.map((m, i) => [`010${i + 1}`, m.parroquias.length]);
    expect(store.get('geo/secuencias')).toEqual({ pais: 24, '01': 7, ...Object.fromEntries(municipios.filter(([, n]) => n)) });
  });

  it('deletes a municipio without parroquias (Sucre, Bolívar) without cascada', async () => {
    const { deps } = seeded();
    const sucre = String(pais.findIndex((e) => e.estado === 'Sucre') + 1).padStart(2, '0');
    const bolivar = pais.find((e) => e.estado === 'Sucre')!.municipios.findIndex((m) => m.municipio === 'Bolívar') + 1;
    const id = sucre + String(bolivar).padStart(2, '0');
    await expect(handle(deps, as('editor', { tipo: 'municipio', id, version: 0 }))).resolves.toMatchObject({ borrados: 1 });
  });

  it('never deletes the Distrito Capital', async () => {
    const { deps } = seeded();
    const refused = await failure(handle(deps, as('admin', { tipo: 'estado', id: '24', version: 0, cascada: true })));
    expect(refused).toMatchObject({ code: 'failed-precondition', message: 'El Distrito Capital no se puede borrar' });
  });

  it('starts from the embedded dataset while /geo is empty, writing the whole tree once', async () => {
    const { mirror, users } = accounts();
    const store = new MemoryStore(undefined, mirror);
    const deps = { store, users, clock: () => 5, embedded: pais };
    await handle(deps, as('editor', { tipo: 'parroquia', id: '010101', version: 0 }));
    expect(Object.keys(store.updates[0]!).filter((p) => p.startsWith('geo'))).toEqual(['geo']);
    expect(store.get('geo/meta')).toEqual({ version: 1, updatedAt: 5, estados: 24, municipios: 335, parroquias: 1138 });
    expect(store.get('geo/secuencias')).toEqual({ '0101': 5 });
  });
});
