import { describe, expect, it } from 'vitest';
import { buscar } from './buscar.js';
import { normalizeName } from './_lib/normalize.js';
import { pais } from './pais.js';
import type { BuscarOptions } from './types.js';

const top = (texto: string, opciones?: BuscarOptions, n = 3): string[] =>
  buscar(texto, opciones).slice(0, n).map((r) => r.id);

describe('buscar', () => {
  it('answers plain results, an exact name first with puntuacion 1', () => {
    expect(buscar('Maracaibo', { max: 1 })).toEqual([
      { tipo: 'municipio', nombre: 'Maracaibo', id: '2314', estado: 'Zulia', municipio: 'Maracaibo', puntuacion: 1 },
    ]);
    expect(buscar('Mérida')[0]).toEqual({ tipo: 'estado', nombre: 'Mérida', id: '13', estado: 'Mérida', puntuacion: 1 });
    expect(buscar('Sierra Parima Parimabé')[0]).toMatchObject({ tipo: 'parroquia', id: '010105', municipio: 'Alto Orinoco', estado: 'Amazonas' });
  });

  it.each(['Mara', 'Carache', 'San Cristóbal', 'El Carmen', 'Zea', 'Naricual'])('ranks the exact name %j before anything else', (name) => {
    const results = buscar(name);
    const exact = results.filter((r) => r.puntuacion === 1);
    expect(exact.length).toBeGreaterThan(0);
    expect(results.slice(0, exact.length)).toEqual(exact);
    expect(results.slice(exact.length).every((r) => r.puntuacion < 1)).toBe(true);
  });

  it('scores in (0, 1], best first', () => {
    for (const texto of ['mara', 'san', 'sucer', 'andres eloy blamco', 'a']) {
      const scores = buscar(texto, { max: 50 }).map((r) => r.puntuacion);
      expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it.each([
    ['deletion', 'Marcaibo', '2314'],
    ['deletion', 'Anzoategi', '02'],
    ['deletion', 'Carabbo', '07'],
    ['insertion', 'Maracaibbo', '2314'],
    ['insertion', 'Irribarren', '1203'],
    ['insertion', 'Portugueesa', '17'],
    ['transposition', 'Maracaiob', '2314'],
    ['transposition', 'Tcahira', '19'],
    ['transposition', 'Monagsa', '15'],
    ['substitution', 'Maracaybo', '2314'],
    ['substitution', 'Falcin', '10'],
    ['substitution', 'Sierra Parima Parimave', '010105'],
    ['two typos, long name', 'andres eloy blamko', undefined],
    ['wrong blank', 'sancristobal', '1923'],
  ])('finds the intended name in the top 3 despite a %s (%j)', (_kind, texto, id) => {
    if (id === undefined) expect(buscar(texto).length).toBeGreaterThan(0);
    else expect(top(texto)).toContain(id);
  });

  it.each([
    ['MÉRIDA', '13'],
    ['merida', '13'],
    ['Me\u0301rida', '13'],
    ['  anzoátegui ', '02'],
    ['TÁCHIRA', '19'],
    ['guigue', '070201'],
    ['el carmen.', '020303'],
    ['sucre catia', '240122'],
  ])('ignores case, accents, blanks and punctuation: %j', (texto, id) => {
    const hit = buscar(texto).find((r) => r.id === id);
    expect(hit?.puntuacion).toBe(1);
  });

  it.each([
    ['mara', ['Mara', 'Maracaibo']],
    ['maraca', ['Maracaibo']],
    ['iribar', ['Iribarren']],
    ['san cris', ['San Cristóbal']],
    ['cristobal', ['San Cristóbal']],
  ])('finds names beginning with %j', (texto, names) => {
    const found = buscar(texto, { max: 20 }).map((r) => r.nombre);
    expect(found).toEqual(expect.arrayContaining(names));
  });

  it('ranks names beginning with the text before names an edit away', () => {
    const names = buscar('mara').map((r) => r.nombre);
    expect(names.slice(0, 4)).toEqual(['Mara', 'Maraval', 'Maracaibo', 'Maracapana']);
    expect(names).toContain('Maroa');
  });

  it('ranks whole names above later-word matches', () => {
    const results = buscar('cristobal', { max: 20 });
    const whole = results.findIndex((r) => r.nombre.startsWith('Cristóbal'));
    const later = results.findIndex((r) => r.nombre === 'San Cristóbal');
    expect(whole).toBeGreaterThanOrEqual(0);
    expect(whole).toBeLessThan(later);
  });

  it.each([
    ['maracaibo zulia', '2314'],
    ['zulia maracaibo', '2314'],
    ['san cristobal tachira', '1923'],
    ['sucre miranda', '1419'],
    ['libertador merida', '1312'],
    ['catedral lara', '120301'],
    ['catedral iribarren', '120301'],
    ['maneiro nueva esparta', '1606'],
    ['maracaybo zulia', '2314'],
  ])('reads %j as a name and its estado or municipio when the whole text names nothing', (texto, id) => {
    const results = buscar(texto);
    expect(results[0]?.id).toBe(id);
    // Each hit lies in the place named, and none scores as an exact name.
    const place = texto.split(' ').slice(-1)[0];
    for (const hit of results) {
      expect(hit.puntuacion).toBeLessThan(1);
      if (texto.startsWith('zulia')) expect(hit.estado).toBe('Zulia');
      else if (place === 'iribarren') expect(hit.municipio).toBe('Iribarren');
      else if (place === 'esparta') expect(hit.estado).toBe('Nueva Esparta');
    }
  });

  it('keeps a place the options already narrow, and the other options', () => {
    expect(buscar('catedral lara', { estado: 'Zulia' })).toEqual([]);
    expect(buscar('catedral iribarren', { estado: 'Lara' })[0]?.id).toBe('120301');
    expect(buscar('maracaibo zulia', { tipo: 'parroquia' }).every((r) => r.tipo === 'parroquia' && r.estado === 'Zulia')).toBe(true);
    expect(buscar('sucre miranda', { max: 1 })).toHaveLength(1);
  });

  it.each([
    ['cristobal san', '1923'],
    ['blanco eloy andres', '0502'],
    ['paz la', '201303'],
    ['jose san', '090401'],
  ])('finds a name typed with its words in another order (%j)', (texto, id) => {
    expect(top(texto, undefined, 1)).toEqual([id]);
    expect(buscar(texto)[0]?.puntuacion).toBeLessThan(1);
  });

  it('lists each place once, however many readings of the text find it', () => {
    for (const texto of ['cristobal san', 'sucre sucre', 'san jose san', 'libertador merida', 'jose san', 'la pza', 'san c']) {
      const ids = buscar(texto, { max: 100 }).map((r) => r.id);
      expect(new Set(ids).size, texto).toBe(ids.length);
    }
  });

  it('keeps the text as typed first when it matches well', () => {
    expect(buscar('san jose')[0]).toMatchObject({ nombre: 'San José', puntuacion: 1 });
    expect(buscar('andres eloy blamco')[0]?.id).toBe('0502');
  });

  it('keeps n as n: ñ is a letter, not an accent', () => {
    expect(buscar('Peña')[0]).toMatchObject({ nombre: 'Peña', puntuacion: 1 });
    expect(buscar('Pena')[0]?.puntuacion).toBeLessThan(1);
  });

  it('finds nothing for empty or blank text, or for nonsense', () => {
    for (const texto of ['', ' ', '  \t\n', '...', 'xqzwvk', 'maracaibo zulia venezuela sudamerica']) expect(buscar(texto)).toEqual([]);
  });
});

describe('buscar by city', () => {
  const placeNames = new Set(
    pais.flatMap((r) => [r.estado, ...r.municipios.flatMap((m) => [m.municipio, ...m.parroquias])]).map(normalizeName),
  );
  const named = (ciudad: string) => placeNames.has(normalizeName(ciudad));

  it('finds an estado and a municipio by the name of their capital', () => {
    expect(buscar('barquisimeto')).toEqual([
      { tipo: 'estado', nombre: 'Lara', id: '12', estado: 'Lara', puntuacion: 0.9, ciudad: 'Barquisimeto' },
      { tipo: 'municipio', nombre: 'Iribarren', id: '1203', estado: 'Lara', municipio: 'Iribarren', puntuacion: 0.9, ciudad: 'Barquisimeto' },
    ]);
    // El Vigía is one of Mérida's ciudades, and the capital of its municipio Alberto Adriani.
    expect(buscar('el vigia').map((r) => [r.id, r.ciudad])).toEqual([
      ['13', 'El Vigía'],
      ['1301', 'El Vigía'],
    ]);
  });

  it('finds every estado by its capital and its ciudades, every municipio by its capital, when no place bears that name', () => {
    let checked = 0;
    pais.forEach((region) => {
      const ee = String(region.id_estado).padStart(2, '0');
      const places: [id: string, ciudad: string][] = [region.capital, ...(region.ciudades ?? [])].map((c) => [ee, c]);
      region.municipios.forEach((m, i) => places.push([ee + String(i + 1).padStart(2, '0'), m.capital]));
      for (const [id, ciudad] of places.filter(([, c]) => !named(c))) {
        const hit = buscar(ciudad, { max: 50 }).find((r) => r.id === id);
        expect(hit, `${ciudad} → ${id}`).toMatchObject({ ciudad, puntuacion: 0.9 });
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThan(250);
  });

  it('lists places found by a city after the names as good, and never for an exact name', () => {
    // «Ciudad Bolívia» (a parroquia) is one letter away; Ciudad Bolívar is a capital.
    const hits = buscar('ciudad bolivar');
    expect(hits.slice(0, 3).map((r) => [r.nombre, r.ciudad])).toEqual([
      ['Bolívar', 'Ciudad Bolívar'],
      ['Heres', 'Ciudad Bolívar'],
      ['Ciudad Bolívia', undefined],
    ]);
    for (const name of ['Mérida', 'Maracaibo', 'San Cristóbal', 'Valencia']) {
      expect(buscar(name, { max: 50 }).some((r) => 'ciudad' in r), name).toBe(false);
    }
  });

  it('tolerates typos in a city name only when no name is like the text', () => {
    const hits = buscar('barquisimetto');
    expect(hits.map((r) => [r.id, r.ciudad])).toEqual([
      ['12', 'Barquisimeto'],
      ['1203', 'Barquisimeto'],
    ]);
    expect(hits[0]!.puntuacion).toBeLessThan(0.9);
  });

  it('keeps to the options', () => {
    expect(buscar('barquisimeto', { tipo: 'municipio' }).map((r) => r.id)).toEqual(['1203']);
    expect(buscar('barquisimeto', { estado: 'Lara' }).map((r) => r.id)).toEqual(['12', '1203']);
    expect(buscar('barquisimeto', { municipio: 'Iribarren' }).map((r) => r.id)).toEqual(['1203']);
    expect(buscar('barquisimeto', { max: 1 }).map((r) => r.id)).toEqual(['12']);
    for (const opciones of [{ tipo: 'parroquia' }, { estado: 'Zulia' }] as const) expect(buscar('barquisimeto', opciones)).toEqual([]);
  });
});
