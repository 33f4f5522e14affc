import { normalizeName, pais, toFlat } from '@vegeo/data';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { FakeAudit, FakeGeo, FakeWrite } from '../_test/fakes.js';
import { createDataProvider } from './createDataProvider.js';
import { LiveGeo } from './liveGeo.js';

const flat = toFlat(pais);

function setup(respond?: ConstructorParameters<typeof FakeWrite>[0]) {
  const read = new FakeGeo();
  const write = new FakeWrite(respond);
  const geo = new LiveGeo(read);
  return { read, write, geo, provider: createDataProvider({ geo, audit: new FakeAudit([]), write }) };
}

const all = { pagination: { page: 1, perPage: 5000 }, sort: { field: 'id', order: 'ASC' as const } };

describe('reads from memory', () => {
  it('lists every record with the exact total, ids as stored', async () => {
    const { provider } = setup();
    for (const resource of ['estados', 'municipios', 'parroquias'] as const) {
      const { data, total } = await provider.getList(resource, { ...all, filter: {} });
      expect(total).toBe(Object.keys(flat[resource]).length);
      expect(data.map((row) => row.id)).toEqual(Object.keys(flat[resource]).sort());
    }
  });

  it('listens once per node, however many queries', async () => {
    const { provider, read } = setup();
    await Promise.all([provider.getList('estados', { ...all, filter: {} }), provider.getOne('parroquias', { id: '010101' })]);
    await provider.getList('municipios', { ...all, filter: { q: 'sucre' } });
    expect(read.listens).toBe(4);
  });

  it('q folds case, accents and blanks as @vegeo/data does; every word must appear', async () => {
    const { provider } = setup();
    const expected = Object.values(flat.parroquias).filter((p) => ['santa', 'rosa'].every((w) => normalizeName(p.parroquia).includes(w)));
    for (const q of ['santa rosa', '  SANTA   Rosa ', 'rosa santa', 'sánta rósa']) {
      const { data, total } = await provider.getList('parroquias', { ...all, filter: { q } });
      expect(total).toBe(expected.length);
      expect(data.map((row) => row.parroquia).sort()).toEqual(expected.map((p) => p.parroquia).sort());
    }
    const merida = await provider.getList('estados', { ...all, filter: { q: 'merida' } });
    expect(merida.data.map((row) => row.estado)).toEqual(['Mérida']);
    // No name holds «pena» (ñ is a letter of its own): what the list shows is said to be the closest.
    expect((await provider.getList('parroquias', { ...all, filter: { q: 'pena' } })).meta).toMatchObject({ parecidos: 'pena' });
  });

  it('filters by estado and by municipio, totals counting the matches', async () => {
    const { provider } = setup();
    const ofMerida = Object.values(flat.parroquias).filter((p) => p.estadoId === '13').length;
    expect((await provider.getList('parroquias', { ...all, filter: { estadoId: '13' } })).total).toBe(ofMerida);
    const ofLibertador = Object.values(flat.parroquias).filter((p) => p.municipioId === '1312').length;
    const byMunicipio = await provider.getList('parroquias', { ...all, filter: { estadoId: '13', municipioId: '1312' } });
    expect(byMunicipio.total).toBe(ofLibertador);
    expect(byMunicipio.data.every((row) => row.municipioId === '1312' && row.nombreMunicipio === 'Libertador' && row.nombreEstado === 'Mérida')).toBe(true);
    expect((await provider.getList('parroquias', { ...all, filter: { estadoId: '13', q: 'zzz' } })).total).toBe(0);
  });

  it('sorts with Spanish collation, both ways, and pages', async () => {
    const { provider } = setup();
    const names = Object.values(flat.estados).map((e) => e.estado);
    const spanish = [...names].sort(new Intl.Collator('es').compare);
    const asc = await provider.getList('estados', { pagination: { page: 1, perPage: 100 }, sort: { field: 'estado', order: 'ASC' }, filter: {} });
    expect(asc.data.map((row) => row.estado)).toEqual(spanish);
    expect(spanish.indexOf('Anzoátegui')).toBeLessThan(spanish.indexOf('Apure')); // Á with A, not after Z
    const desc = await provider.getList('estados', { pagination: { page: 2, perPage: 5 }, sort: { field: 'estado', order: 'DESC' }, filter: {} });
    expect(desc.data.map((row) => row.estado)).toEqual([...spanish].reverse().slice(5, 10));
    expect(desc.total).toBe(24);
    const byCount = await provider.getList('estados', { pagination: { page: 1, perPage: 1 }, sort: { field: 'municipios', order: 'DESC' }, filter: {} });
    expect(byCount.data[0]!.municipios).toBe(Math.max(...Object.keys(flat.estados).map((id) => Object.values(flat.municipios).filter((m) => m.estadoId === id).length)));
  });

  it('answers getOne, getMany and getManyReference, and 404 for an unknown id', async () => {
    const { provider } = setup();
    expect((await provider.getOne('municipios', { id: '1312' })).data).toMatchObject({ id: '1312', municipio: 'Libertador', estadoId: '13', nombreEstado: 'Mérida' });
    expect((await provider.getMany('estados', { ids: ['13', '99', '23'] })).data.map((row) => row.estado)).toEqual(['Mérida', 'Zulia']);
    const ofMerida = await provider.getManyReference('municipios', { target: 'estadoId', id: '13', filter: {}, ...all });
    expect(ofMerida.total).toBe(Object.values(flat.municipios).filter((m) => m.estadoId === '13').length);
    await expect(provider.getOne('parroquias', { id: '999999' })).rejects.toMatchObject({ status: 404 });
  });

  it('a picker searches as vegeo buscar does: typos forgiven, narrowed by the estado chosen', async () => {
    const { provider } = setup();
    expect((await provider.getList('estados', { ...all, filter: { buscar: 'merda' } })).data[0]).toMatchObject({ estado: 'Mérida' });
    const sucre = await provider.getList('municipios', { ...all, filter: { buscar: 'sucre', estadoId: '14' } });
    expect(sucre.data.map((row) => [row.municipio, row.estadoId])).toEqual([['Sucre', '14']]);
    const libertador = await provider.getList('municipios', { ...all, filter: { buscar: 'libertadr' } });
    const count = Object.values(flat.municipios).filter((m) => m.municipio === 'Libertador').length;
    expect(count).toBeGreaterThan(5);
    expect(libertador.data.slice(0, count).map((row) => row.municipio)).toEqual(Array(count).fill('Libertador'));
  });

  it('hears changes: the next query sees them at once', async () => {
    const { provider, read, geo } = setup();
    await provider.getList('estados', { ...all, filter: {} });
    const heard: unknown[] = [];
    geo.subscribe((change) => heard.push(change));
    read.set('municipios', '1312', { municipio: 'Libertador de Mérida', capital: 'Mérida', estadoId: '13', version: 7 });
    expect(heard).toEqual([{ changed: { municipios: new Set(['1312']), parroquias: expect.any(Set) }, meta: false }]);
    expect((await provider.getOne('municipios', { id: '1312' })).data).toMatchObject({ municipio: 'Libertador de Mérida', version: 7 });
    expect((await provider.getList('parroquias', { ...all, filter: { municipioId: '1312' } })).data[0]).toMatchObject({ nombreMunicipio: 'Libertador de Mérida' });
  });
});

const registro = (tipo: string, id: string, stored: object) => ({ tipo, id, registro: stored, version: 8, borrados: 0 });

describe('writes through the callables only', () => {
  it('create sends the fields and the parent, no version, and the note', async () => {
    const { provider, write } = setup(() => registro('parroquia', '131299', { parroquia: 'Nueva', municipioId: '1312', estadoId: '13', version: 8 }));
    const { data } = await provider.create('parroquias', { data: { parroquia: ' Nueva ', estadoId: '13', municipioId: '1312', nota: 'Gaceta 41.000' } });
    expect(write.calls).toEqual([{ name: 'crearRegistro', request: { tipo: 'parroquia', datos: { parroquia: 'Nueva', municipioId: '1312' }, nota: 'Gaceta 41.000' } }]);
    expect(data).toMatchObject({ id: '131299', parroquia: 'Nueva', version: 8 });
  });

  it("update sends only what changed and the version the form was loaded with", async () => {
    const { provider, write } = setup(() => registro('municipio', '1312', {}));
    const loaded = { id: '1312', municipio: 'Libertador', capital: 'Mérida', estadoId: '13', nombreEstado: 'Mérida', parroquias: 15, version: 3 };
    // previousData is newer than the form (another user's change): the form's version still wins.
    await provider.update('municipios', { id: '1312', data: { ...loaded, capital: 'La Hechicera' }, previousData: { ...loaded, version: 5 } });
    expect(write.calls).toEqual([{ name: 'editarRegistro', request: { tipo: 'municipio', id: '1312', datos: { capital: 'La Hechicera' }, version: 3 } }]);
  });

  it('a seeded record (no version) is edited at version 0; an estado without cities sends null', async () => {
    const { provider, write } = setup(() => registro('estado', '13', {}));
    const loaded = { id: '13', estado: 'Mérida', capital: 'Mérida', iso_31662: 'VE-L', id_estado: 13, ciudades: ['El Vigía'] };
    await provider.update('estados', { id: '13', data: { ...loaded, ciudades: [] }, previousData: loaded });
    expect(write.calls[0]!.request).toEqual({ tipo: 'estado', id: '13', datos: { ciudades: null }, version: 0 });
  });

  it('nothing changed: no call', async () => {
    const { provider, write } = setup();
    const loaded = { id: '010101', parroquia: 'Alto Orinoco', municipioId: '0101', estadoId: '01' };
    await provider.update('parroquias', { id: '010101', data: loaded, previousData: loaded });
    expect(write.calls).toEqual([]);
  });

  it('delete sends the version as shown and the cascade only when asked', async () => {
    const { provider, write } = setup(() => registro('municipio', '1312', {}));
    await provider.delete('municipios', { id: '1312', previousData: { id: '1312', version: 4 } });
    await provider.delete('municipios', { id: '1312', previousData: { id: '1312' }, meta: { cascada: true } });
    expect(write.calls.map((call) => call.request)).toEqual([
      { tipo: 'municipio', id: '1312', version: 4 },
      { tipo: 'municipio', id: '1312', version: 0, cascada: true },
    ]);
  });

  it('deleteMany and updateMany call once per record, one after the other', async () => {
    let running = 0;
    const { provider, write } = setup(async () => {
      expect(++running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return {};
    });
    expect((await provider.deleteMany('parroquias', { ids: ['010101', '010102'] })).data).toEqual(['010101', '010102']);
    await provider.updateMany('estados', { ids: ['13'], data: { capital: 'Mérida de los Caballeros' } });
    expect(write.calls.map((call) => [call.name, (call.request as { id: string }).id])).toEqual([
      ['borrarRegistro', '010101'],
      ['borrarRegistro', '010102'],
      ['editarRegistro', '13'],
    ]);
  });
});

describe('rejects with a plain message on a bad resource', () => {
  it('is a 404 HttpError', async () => {
    const { provider } = setup();
    await expect(provider.getList('otra', { ...all, filter: {} })).rejects.toBeInstanceOf(HttpError);
  });
});
