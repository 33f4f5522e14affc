import { describe, expect, it } from 'vitest';
import { dataset } from './dataset.js';
import { buildIndex } from './geoIndex.js';

const municipios = dataset.flatMap((region) => region.municipios);
const parroquias = municipios.flatMap((municipio) => municipio.parroquias);

describe('venezuela.json', () => {
  it('holds 24 regions, 335 municipios and 1139 parroquias', () => {
    expect([dataset.length, municipios.length, parroquias.length]).toEqual([24, 335, 1139]);
  });

  it('numbers the regions 1 to 24 in order', () => {
    expect(dataset.map((region) => region.id_estado)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('has the published fields, in order, with their types', () => {
    for (const region of dataset) {
      const keys = ['iso_31662', 'estado', 'capital', 'id_estado', 'municipios'];
      expect(Object.keys(region)).toEqual(region.ciudades ? [...keys, 'ciudades'] : keys);
      expect(typeof region.estado).toBe('string');
      expect(typeof region.capital).toBe('string');
      for (const ciudad of region.ciudades ?? []) expect(typeof ciudad).toBe('string');
      for (const municipio of region.municipios) {
        expect(Object.keys(municipio)).toEqual(['municipio', 'capital', 'parroquias']);
        expect(typeof municipio.municipio).toBe('string');
        expect(typeof municipio.capital).toBe('string');
        for (const parroquia of municipio.parroquias) expect(typeof parroquia).toBe('string');
      }
    }
  });

  it('has well-formed, unique ISO 3166-2 codes', () => {
    const codes = dataset.map((region) => region.iso_31662);
    for (const code of codes) expect(code).toMatch(/^VE-[A-Z]$/);
    expect(new Set(codes).size).toBe(24);
  });

  it('has unique region names, and only the Distrito Capital has no cities', () => {
    expect(new Set(dataset.map((region) => region.estado)).size).toBe(24);
    expect(dataset.filter((region) => !region.ciudades).map((region) => region.estado)).toEqual(['Distrito Capital']);
  });

  it('ends with the Distrito Capital, VE-A, as upstream expects', () => {
    expect(dataset[23]).toMatchObject({ estado: 'Distrito Capital', iso_31662: 'VE-A', capital: 'Caracas' });
  });

  it('has one municipio without parroquias: Bolívar, in Sucre', () => {
    const empty = dataset.flatMap((r) => r.municipios.filter((m) => m.parroquias.length === 0).map((m) => [r.estado, m.municipio]));
    expect(empty).toEqual([['Sucre', 'Bolívar']]);
  });

  it('has names without stray blanks', () => {
    for (const name of [...dataset.map((r) => r.estado), ...municipios.map((m) => m.municipio), ...parroquias]) {
      expect(name).toBe(name.trim().replace(/\s+/g, ' '));
    }
  });
});

describe('stable ids', () => {
  const index = buildIndex(dataset);

  it('gives estados EE from id_estado', () => {
    expect(index.estados.map((e) => e.id)).toEqual(dataset.map((r) => String(r.id_estado).padStart(2, '0')));
    expect(index.estados[0]!.id).toBe('01');
    expect(index.estados[23]!.id).toBe('24');
  });

  it('gives municipios EEMM and parroquias EEMMPP from their 1-based positions', () => {
    expect(index.municipios.map((m) => m.id)).toEqual(
      dataset.flatMap((r, e) => r.municipios.map((_, m) => `${String(e + 1).padStart(2, '0')}${String(m + 1).padStart(2, '0')}`)),
    );
    expect(index.parroquias[0]).toMatchObject({ id: '010101', nombre: 'Alto Orinoco La Esmeralda' });
    const tachira = index.municipios.filter((m) => m.estado.id === '19');
    expect(tachira.at(-1)!.id).toBe('1929');
  });

  it('are unique and nest: a parroquia id starts with its municipio id, which starts with its estado id', () => {
    expect(new Set(index.municipios.map((m) => m.id)).size).toBe(335);
    expect(new Set(index.parroquias.map((p) => p.id)).size).toBe(1139);
    for (const p of index.parroquias) {
      expect(p.id).toMatch(/^\d{6}$/);
      expect(p.id.startsWith(p.municipio.id)).toBe(true);
      expect(p.municipio.id.startsWith(p.municipio.estado.id)).toBe(true);
    }
  });
});
