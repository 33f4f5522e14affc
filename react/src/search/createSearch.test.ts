import { buscar } from '@vegeo/data';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedSource } from '../embedded/embeddedSource.js';
import type { Place } from '../types.js';
import { createSearch, type SearchLevels } from './createSearch.js';

let base: Required<SearchLevels>;
beforeAll(async () => {
  const source = embeddedSource('base');
  base = { estados: await source.load('estado'), municipios: await source.load('municipio'), parroquias: await source.load('parroquia') };
});

const ids = (hits: { place: Place }[]) => hits.map((hit) => hit.place.id);

describe('createSearch', () => {
  it('finds what @vegeo/data finds over the same places, best first, cities and current names included', () => {
    const search = createSearch(base);
    for (const text of ['merda', 'libertadr', 'catedral lara', 'barquisimeto', 'la guaira', 'san cristobl']) {
      expect(ids(search(text, { max: 10 }))).toEqual(buscar(text, { max: 10 }).map((hit) => hit.id));
    }
    expect(search('barquisimeto', { max: 2 })).toEqual([
      { place: expect.objectContaining({ nombre: 'Lara' }), nivel: 'estado', ciudad: 'Barquisimeto' },
      { place: expect.objectContaining({ nombre: 'Iribarren' }), nivel: 'municipio', ciudad: 'Barquisimeto' },
    ]);
  });

  it('narrows to a level, an estado and a municipio, by id', () => {
    const search = createSearch(base);
    const libertadores = base.municipios.filter((m) => m.nombre === 'Libertador').map((m) => m.id);
    expect(libertadores.length).toBeGreaterThan(1);
    expect(ids(search('libertador', { nivel: 'municipio', max: 50 })).slice(0, libertadores.length)).toEqual(libertadores);
    expect(ids(search('libertador', { nivel: 'municipio', estadoId: '13', max: 50 }))).toEqual(['1312']);
    expect(search('l', { nivel: 'parroquia', municipioId: '1312', max: 50 }).every((hit) => hit.place.municipioId === '1312')).toBe(true);
  });

  it('searches only the levels loaded', () => {
    const search = createSearch({ estados: base.estados });
    expect(ids(search('merida', { max: 10 }))).toEqual(['13']);
    expect(search('sagrario', { max: 10 })).toEqual([]);
  });

  it('answers with the ids of places stored under ids of their own (a database after deletes and renames)', () => {
    const estados: Place[] = [{ id: '07', nombre: 'Lara' }, { id: '09', nombre: 'Mérida Nueva' }];
    const municipios: Place[] = [
      { id: '0703', nombre: 'Iribarren', estadoId: '07', capital: 'Barquisimeto' },
      { id: '0905', nombre: 'Libertador', estadoId: '09' },
    ];
    const parroquias: Place[] = [{ id: '090511', nombre: 'Milla', estadoId: '09', municipioId: '0905' }];
    const search = createSearch({ estados, municipios, parroquias });
    expect(ids(search('merida nueva', { max: 1 }))).toEqual(['09']);
    expect(ids(search('mila', { max: 5 }))).toEqual(['090511']);
    expect(ids(search('barquisimeto', { max: 5 }))).toEqual(['0703']);
  });
});
