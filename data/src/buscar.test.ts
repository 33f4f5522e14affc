import { describe, expect, it } from 'vitest';
import { buscar } from './buscar.js';
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

  it('keeps n as n: ñ is a letter, not an accent', () => {
    expect(buscar('Peña')[0]).toMatchObject({ nombre: 'Peña', puntuacion: 1 });
    expect(buscar('Pena')[0]?.puntuacion).toBeLessThan(1);
  });

  it('finds nothing for empty or blank text, or for nonsense', () => {
    for (const texto of ['', ' ', '  \t\n', '...', 'xqzwvk', 'maracaibo zulia venezuela sudamerica']) expect(buscar(texto)).toEqual([]);
  });
});
