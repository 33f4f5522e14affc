import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGeo } from './createGeo.js';
import { fromFlat, listOf, storedIds, toFlat, type StoredGeo } from './flat.js';
import type { PaisData } from './types.js';

const text = readFileSync(new URL('../venezuela.json', import.meta.url), 'utf8');
const dataset = JSON.parse(text) as PaisData;
const serialise = (pais: PaisData) => JSON.stringify(pais, null, 2) + '\n';

// What RTDB hands back: JSON without empty lists, and lists possibly as numeric-keyed objects.
const viaRtdb = (value: unknown): StoredGeo =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) => {
    if (Array.isArray(v)) return v.length ? Object.fromEntries(v.map((item, i) => [String(i), item])) : undefined;
    if (v && typeof v === 'object' && Object.keys(v).length === 0) return undefined;
    return v;
  }) as StoredGeo;

describe('toFlat', () => {
  const tree = toFlat(dataset, { version: 7, updatedAt: 123 });

  it('keys records by their stable ids, with their parents', () => {
    expect(tree.estados['01']).toMatchObject({ iso_31662: 'VE-X', estado: 'Amazonas', capital: 'Puerto Ayacucho', id_estado: 1 });
    expect(tree.municipios['0101']).toEqual({ municipio: 'Alto Orinoco', capital: 'La Esmeralda', estadoId: '01' });
    expect(tree.parroquias['010102']).toEqual({ parroquia: 'Huachamacare Acanaña', municipioId: '0101', estadoId: '01' });
  });

  it('keeps the totals and the given version in meta', () => {
    expect(tree.meta).toEqual({ version: 7, updatedAt: 123, estados: 24, municipios: 335, parroquias: 1139 });
    expect(toFlat(dataset).meta.version).toBe(1);
  });

  it('keeps ciudades where the dataset has them, and only there', () => {
    const withoutCities = Object.values(tree.estados).filter((e) => !e.ciudades);
    expect(withoutCities.map((e) => e.estado)).toEqual(['Distrito Capital']);
  });

  it('leaves the input untouched', () => {
    toFlat(dataset).estados['01']!.ciudades!.push('X');
    expect(serialise(dataset)).toBe(text);
  });
});

describe('fromFlat', () => {
  it('round-trips the dataset byte for byte', () => {
    expect(serialise(fromFlat(toFlat(dataset)))).toBe(text);
  });

  it('round-trips what RTDB returns: no empty lists, lists as objects', () => {
    const stored = viaRtdb(toFlat(dataset));
    expect(serialise(fromFlat(stored))).toBe(text);
  });

  it('gives an empty list to a municipio without parroquias (Sucre, Bolívar)', () => {
    const sucre = fromFlat(viaRtdb(toFlat(dataset))).find((e) => e.estado === 'Sucre')!;
    expect(sucre.municipios.find((m) => m.municipio === 'Bolívar')?.parroquias).toEqual([]);
  });

  it('orders by id whatever order the keys come in, and follows edits', () => {
    const tree = toFlat(dataset);
    const shuffled = {
      ...tree,
      municipios: Object.fromEntries(Object.entries(tree.municipios).reverse()),
    };
    shuffled.municipios['0101'] = { ...tree.municipios['0101']!, municipio: 'Alto Orinoco Nuevo' };
    shuffled.parroquias['010106'] = { parroquia: 'Nueva', municipioId: '0101', estadoId: '01' };
    delete shuffled.parroquias['010201'];
    const pais = fromFlat(shuffled);
    expect(pais[0]!.municipios[0]).toMatchObject({ municipio: 'Alto Orinoco Nuevo' });
    expect(pais[0]!.municipios[0]!.parroquias.at(-1)).toBe('Nueva');
    expect(pais[0]!.municipios[1]!.parroquias).toEqual(['Yapacana Macuruco', 'Caname Guarinuma']);
    expect(pais.map((e) => e.id_estado)).toEqual(dataset.map((e) => e.id_estado));
  });

  it('answers an empty country for an empty /geo', () => {
    expect(fromFlat({})).toEqual([]);
  });
});

describe('listOf', () => {
  it('reads arrays, sparse arrays and numeric-keyed objects in order', () => {
    expect(listOf(['a', null, 'b'])).toEqual(['a', 'b']);
    expect(listOf({ '10': 'c', '2': 'b', '0': 'a' })).toEqual(['a', 'b', 'c']);
    expect(listOf(undefined)).toEqual([]);
  });
});

describe('storedIds', () => {
  it('is empty for a tree without gaps', () => {
    expect(storedIds(toFlat(dataset)).size).toBe(0);
  });

  it('maps the positions after a deleted record to the stored ids', () => {
    const tree = toFlat(dataset);
    delete tree.municipios['0102'];
    for (const id of Object.keys(tree.parroquias)) if (id.startsWith('0102')) delete tree.parroquias[id];
    const ids = storedIds(tree);
    expect(ids.get('0102')).toBe('0103');
    expect(ids.get('010201')).toBe('010301');
    expect(ids.has('0101')).toBe(false);
    expect(ids.has('0201')).toBe(false);
  });
});

describe('createGeo over a flat tree with its stored ids', () => {
  // Amazonas' second municipio deleted: the third, stored as 0103, is the second by position.
  const tree = toFlat(dataset);
  const gone = tree.municipios['0102']!.municipio;
  delete tree.municipios['0102'];
  for (const id of Object.keys(tree.parroquias)) if (id.startsWith('0102')) delete tree.parroquias[id];
  const third = tree.municipios['0103']!;
  const parroquia = Object.entries(tree.parroquias).find(([id]) => id.startsWith('0103'))!;
  const geo = createGeo(fromFlat(tree), { ids: storedIds(tree) });

  it('answers every lookup with the ids the records are stored under', () => {
    expect(geo.municipio(third.municipio, { estado: 'Amazonas' })).toMatchObject({ id: '0103', estadoId: '01' });
    expect([geo.parroquia(parroquia[1].parroquia, { municipio: third.municipio })].flat()[0]).toMatchObject({ id: parroquia[0], municipioId: '0103' });
    expect(geo.buscar(third.municipio, { estado: 'Amazonas', tipo: 'municipio' })[0]).toMatchObject({ id: '0103' });
    expect(geo.buscar(parroquia[1].parroquia, { tipo: 'parroquia', estado: 'Amazonas' }).map((hit) => hit.id)).toContain(parroquia[0]);
    expect(geo.municipio(gone, { estado: 'Amazonas' })).toBeUndefined();
  });

  it('numbers by position without them, and refuses ids that are not a Map', () => {
    expect(createGeo(fromFlat(tree)).municipio(third.municipio, { estado: 'Amazonas' })?.id).toBe('0102');
    expect(() => createGeo(dataset, { ids: {} as Map<string, string> })).toThrow(/'ids' debe ser un Map/);
  });
});
