import { createGeo, pais, toFlat, type PaisData } from '@vegeo/data';
import { logger } from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../test/support/memoryStore.js';
import { lookupIndex, lookupsOver } from './lookupIndex.js';

const build = vi.fn((p: PaisData, ids: ReadonlyMap<string, string>) => createGeo(p, { ids }));

// The failures below are expected; their log lines would only be noise.
beforeEach(() => {
  build.mockClear();
  vi.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('lookupsOver', () => {
  it('uses the embedded dataset while /geo is empty', () => {
    expect(lookupsOver(null, pais, build).estado('Zulia')?.id).toBe('23');
  });

  it('answers with the stored ids after a delete left a gap', () => {
    const tree = toFlat(pais);
    delete tree.municipios['1301'];
    for (const id of Object.keys(tree.parroquias)) if (id.startsWith('1301')) delete tree.parroquias[id];
    const lookups = lookupsOver(tree, pais, build);
    expect(lookups.municipio('Andrés Bello', { estado: 'Mérida' })).toMatchObject({ id: '1302', estadoId: '13' });
    const parroquia = [lookups.parroquia(tree.parroquias['130201']!.parroquia, { estado: 'Mérida' })].flat()[0];
    expect(parroquia).toMatchObject({ id: '130201', municipioId: '1302' });
    expect(lookups.buscar('Andrés Bello', { estado: 'Mérida', tipo: 'municipio' })[0]).toMatchObject({ id: '1302' });
  });

  it('answers places named like object members as any other, with their stored ids', () => {
    const tree = toFlat(pais);
    tree.municipios['1330'] = { municipio: 'constructor', capital: 'toString', estadoId: '13' };
    ['__proto__', 'hasOwnProperty', 'valueOf'].forEach((parroquia, i) => {
      tree.parroquias[`13300${i + 2}`] = { parroquia, municipioId: '1330', estadoId: '13' };
    });
    const lookups = lookupsOver(tree, pais, build);
    expect(lookups.municipio('constructor', { estado: 'Mérida' })).toMatchObject({ capital: 'toString', id: '1330', parroquias: 3 });
    expect(lookups.parroquia('__proto__', { municipio: 'constructor' })).toEqual([
      { parroquia: '__proto__', municipio: 'constructor', capital: 'toString', estado: 'Mérida', id: '133002', municipioId: '1330', estadoId: '13' },
    ]);
    expect(lookups.parroquia('valueOf')).toMatchObject([{ id: '133004' }]);
    expect(lookups.buscar('__proto__')[0]).toMatchObject({ nombre: '__proto__', id: '133002', puntuacion: 1 });
    expect(lookups.estado('constructor')).toBeUndefined();
  });
});

describe('lookupIndex', () => {
  it('builds once, serves from memory, and rebuilds once /geo moves on', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1 }));
    const lookups = lookupIndex(store, pais, build);
    const first = await lookups();
    expect(await lookups()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    await store.commit(1, { 'geo/municipios/1301/municipio': 'Vigía', 'geo/meta': { ...toFlat(pais).meta, version: 2 } });
    expect((await lookups()).municipio('Vigía')?.id).toBe('1301');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the last index when /geo cannot be read', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1 }));
    const lookups = lookupIndex(store, pais, build);
    const first = await lookups();
    vi.spyOn(store, 'readGeo').mockRejectedValue(new Error('sin red'));
    expect(await lookups()).toBe(first);
  });

  it('throws when the first read fails, and builds on the next call', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1 }));
    vi.spyOn(store, 'readGeo').mockRejectedValueOnce(new Error('sin red'));
    const lookups = lookupIndex(store, pais, build);
    await expect(lookups()).rejects.toThrow('sin red');
    expect((await lookups()).estado('Lara')?.id).toBe('12');
  });
});
