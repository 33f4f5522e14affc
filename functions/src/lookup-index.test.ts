import { createGeo, pais, toFlat } from '@vegeo/data';
import { logger } from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../test/support/memory-store.js';
import { lookupIndex, lookupsOver } from './lookup-index.js';

const build = vi.fn((p: typeof pais) => createGeo(p));

// The failures below are expected; their log lines would only be noise.
beforeEach(() => void vi.spyOn(logger, 'error').mockImplementation(() => {}));

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
});

describe('lookupIndex', () => {
  it('builds once, serves from memory, and rebuilds when /geo/meta moves', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1 }));
    const read = vi.spyOn(store, 'readGeo');
    const lookups = lookupIndex(store, pais, build);
    const first = await lookups();
    expect(await lookups()).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);

    await store.update({ 'geo/municipios/1301/municipio': 'Vigía', 'geo/meta/version': 2 });
    await vi.waitFor(async () => expect((await lookups()).municipio('Vigía')?.id).toBe('1301'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the last index when a rebuild fails', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1 }));
    const lookups = lookupIndex(store, pais, build);
    const first = await lookups();
    vi.spyOn(store, 'readGeo').mockRejectedValue(new Error('sin red'));
    await store.update({ 'geo/meta/version': 2 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await lookups()).toBe(first);
  });

  it('answers a lookup made right after a change from the new data, not the index before it', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1, updatedAt: 1 }));
    const lookups = lookupIndex(store, pais, build);
    await lookups();
    // Reading /geo takes a while, as over the network.
    const read = store.readGeo.bind(store);
    vi.spyOn(store, 'readGeo').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return read();
    });
    await store.update({ 'geo/municipios/1301/municipio': 'Vigía', 'geo/meta/version': 2, 'geo/meta/updatedAt': 2 });
    const [a, b] = await Promise.all([lookups(), lookups()]);
    expect(a.municipio('Vigía')?.id).toBe('1301');
    expect(b).toBe(a);
  });

  it('answers from the index it has when the new data cannot be read in time', async () => {
    vi.useFakeTimers();
    try {
      const store = new MemoryStore(toFlat(pais, { version: 1, updatedAt: 1 }));
      const lookups = lookupIndex(store, pais, build);
      const first = await lookups();
      vi.spyOn(store, 'readGeo').mockReturnValue(new Promise(() => {}));
      await store.update({ 'geo/meta/version': 2, 'geo/meta/updatedAt': 2 });
      const answer = lookups();
      await vi.advanceTimersByTimeAsync(2000);
      expect(await answer).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('lookupIndex, when the first build fails', () => {
  it('throws for that call and builds again on the next', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1 }));
    vi.spyOn(store, 'readGeo').mockRejectedValueOnce(new Error('sin red'));
    const lookups = lookupIndex(store, pais, build);
    await expect(lookups()).rejects.toThrow('No se pudo construir el índice de búsqueda');
    expect((await lookups()).estado('Lara')?.id).toBe('12');
  });
});

describe('lookupIndex, when the event of a change is missed', () => {
  it('settles with one more read shortly after the version moved', async () => {
    const store = new MemoryStore(toFlat(pais, { version: 1, updatedAt: 1 }));
    const lookups = lookupIndex(store, pais, build);
    await lookups();
    await store.update({ 'geo/meta/version': 2 });
    // The data lands, but its event never comes.
    (store.get('geo/municipios/1301') as { municipio: string }).municipio = 'Vigía';
    await vi.waitFor(async () => expect((await lookups()).municipio('Vigía')?.id).toBe('1301'), { timeout: 4000 });
  });
});
