import { normalizeName, pais, toFlat, type GeoTree } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { FakeAudit, FakeGeo, FakeWrite } from '../_test/fakes.js';
import type { CloseMatchesMeta } from './closeMatches.js';
import { createDataProvider } from './createDataProvider.js';
import { LiveGeo } from './liveGeo.js';

const flat = toFlat(pais);
const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'parroquia', order: 'ASC' as const } };

function provider(tree: GeoTree = flat) {
  return createDataProvider({ geo: new LiveGeo(new FakeGeo(tree)), audit: new FakeAudit([]), write: new FakeWrite() });
}

describe('a list search that finds no row holding every word', () => {
  it('answers what vegeo buscar finds, best first, and says so with «¿Quiso decir…?»', async () => {
    const catedrales = Object.values(flat.parroquias).filter((p) => normalizeName(p.parroquia) === 'catedral').length;
    const { data, meta } = await provider().getList('parroquias', { ...page, filter: { q: 'catedarl' } });
    expect(data.slice(0, catedrales).every((row) => row.parroquia === 'Catedral')).toBe(true);
    expect(meta).toMatchObject({ parecidos: 'catedarl' });
    expect((meta as CloseMatchesMeta).sugerencias[0]).toMatchObject({ resource: 'parroquias', nombre: 'Catedral' });
  });

  it('takes a name with its estado or municipio, that place first, and suggests nothing already typed', async () => {
    const { data, meta } = await provider().getList('parroquias', { ...page, filter: { q: 'catedral lara' } });
    expect(data[0]).toMatchObject({ parroquia: 'Catedral', nombreMunicipio: 'Iribarren', nombreEstado: 'Lara' });
    expect((meta as CloseMatchesMeta).sugerencias).toEqual([]);
  });

  it('keeps the filters of the list, and offers other lists when this one has nothing close', async () => {
    const { data } = await provider().getList('parroquias', { ...page, filter: { q: 'catedarl', estadoId: '12' } });
    expect(data.map((row) => row.estadoId)).toEqual(data.map(() => '12'));
    const { total, meta } = await provider().getList('estados', { ...page, filter: { q: 'iribaren' } });
    expect(total).toBe(0);
    expect((meta as CloseMatchesMeta).sugerencias).toContainEqual(expect.objectContaining({ resource: 'municipios', nombre: 'Iribarren' }));
  });

  it('rows that hold every word are answered as before, in the order asked, without notice', async () => {
    const { data, meta } = await provider().getList('parroquias', { ...page, filter: { q: 'catedral' } });
    expect(meta).toBeUndefined();
    expect(data.every((row) => row.parroquia.includes('Catedral'))).toBe(true);
  });
});

describe('names that are also the built-in keys of JavaScript objects', () => {
  it('are listed, sorted, found, opened and searched as any other name', async () => {
    const tree = structuredClone(flat);
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    names.forEach((parroquia, index) => {
      tree.parroquias[`13129${index}`] = { parroquia, municipioId: '1312', estadoId: '13' };
    });
    const admin = provider(tree);
    const ofLibertador = await admin.getList('parroquias', { ...page, pagination: { page: 1, perPage: 100 }, filter: { municipioId: '1312' } });
    expect(ofLibertador.total).toBe(Object.values(flat.parroquias).filter((p) => p.municipioId === '1312').length + names.length);
    expect(ofLibertador.data.map((row) => row.parroquia)).toEqual(expect.arrayContaining(names));
    for (const [index, parroquia] of names.entries()) {
      const { data } = await admin.getList('parroquias', { ...page, filter: { q: parroquia } });
      expect(data.map((row) => row.id)).toEqual([`13129${index}`]);
      expect((await admin.getOne('parroquias', { id: `13129${index}` })).data).toMatchObject({ parroquia, nombreMunicipio: 'Libertador' });
    }
    const { data } = await admin.getList('parroquias', { ...page, filter: { q: 'constructr' } });
    expect(data[0]).toMatchObject({ parroquia: 'constructor' });
    const estado = await admin.getOne('estados', { id: '13' });
    expect(estado.data.parroquias).toBe(Object.values(flat.parroquias).filter((p) => p.estadoId === '13').length + names.length);
  });
});
