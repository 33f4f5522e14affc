import { describe, expect, it } from 'vitest';
import { NON_TEXT_NAMES } from './_test/cases.js';
import { municipio } from './municipio.js';
import { pais } from './pais.js';
import type { MunicipioOptions } from './types.js';

const allNames = pais.flatMap((region) => region.municipios.map((m) => m.municipio));

describe('municipio', () => {
  it('answers the municipio with its state, parish count and ids', () => {
    expect(municipio('Alberto Adriani')).toEqual({
      municipio: 'Alberto Adriani',
      capital: 'El Vigía',
      estado: 'Mérida',
      parroquias: 7,
      id: '1301',
      estadoId: '13',
    });
  });

  it.each([
    ['alberto adriani'],
    ['ALBERTO ADRIANI'],
    ['  Alberto   Adriani '],
    ['Alberto\u00a0Adriani'],
  ])('matches %j', (name) => {
    expect(municipio(name)?.id).toBe('1301');
  });

  it('has 28 names that repeat, Sucre 11 times, Bolívar 9, Libertador 7', () => {
    const counts = new Map<string, number>();
    for (const name of allNames) counts.set(name, (counts.get(name) ?? 0) + 1);
    const repeated = [...counts].filter(([, n]) => n > 1);
    expect(repeated).toHaveLength(28);
    expect(counts.get('Sucre')).toBe(11);
    expect(counts.get('Bolívar')).toBe(9);
    expect(counts.get('Libertador')).toBe(7);
  });

  it.each([
    ['Sucre', 'Aragua', '0415'],
    ['Bolívar', 'Anzoátegui', '0203'],
    ['Libertador', 'Aragua', '0408'],
  ])('answers the first %s in dataset order (%s)', (name, estado, id) => {
    expect(municipio(name)).toMatchObject({ estado, id });
  });

  it.each([
    ['Sucre', 'Miranda', '1419'],
    ['sucre', 'SUCRE', '1814'],
    ['Libertador', 'Distrito Capital', '2401'],
    ['libertador', ' mérida ', '1312'],
  ])('narrows %s to estado %j', (name, estado, id) => {
    expect(municipio(name, { estado })).toMatchObject({ id, municipio: expect.stringMatching(/^(Sucre|Libertador)$/) });
  });

  it('answers undefined for an unknown municipio, an unknown estado, or a municipio not in it', () => {
    expect(municipio('Atlantis')).toBeUndefined();
    expect(municipio('Sucre', { estado: 'Atlantis' })).toBeUndefined();
    expect(municipio('Alberto Adriani', { estado: 'Zulia' })).toBeUndefined();
  });

  it('takes a blank estado option as no narrowing', () => {
    expect(municipio('Sucre', { estado: '  ' })?.id).toBe('0415');
  });

  it('lists the parroquia names with parroquias: true, in order', () => {
    expect(municipio('Alberto Adriani', { parroquias: true })?.parroquias).toEqual([
      'Presidente Betancourt', 'Presidente Páez', 'Presidente Rómulo Gallegos', 'Gabriel Picón González',
      'Héctor Amable Mora', 'José Nucete Sardi', 'Pulido Méndez',
    ]);
    expect(municipio('Bolívar', { estado: 'Sucre', parroquias: true })?.parroquias).toEqual([]);
    expect(municipio('Bolívar', { estado: 'Sucre' })?.parroquias).toBe(0);
  });

  it.each(NON_TEXT_NAMES)('refuses %s: El nombre no puede ser %j', (name, type) => {
    expect(() => municipio(name as string)).toThrow(new TypeError(`El nombre no puede ser '${type}'`));
  });

  it.each([
    [{ parroquias: 'yes' }, `La opción 'parroquias' debe ser true o false, no 'string'`],
    [{ estado: 13 }, `La opción 'estado' debe ser texto, no 'number'`],
    [{ estado: ['Mérida'] }, `La opción 'estado' debe ser texto, no 'object'`],
    [7, `Las opciones deben ser un objeto, no 'number'`],
  ])('refuses options %j', (opciones, message) => {
    expect(() => municipio('Sucre', opciones as MunicipioOptions)).toThrow(new TypeError(message));
    expect(() => municipio(undefined, opciones as MunicipioOptions)).toThrow(new TypeError(message));
  });

  it('answers a random municipio without a name', () => {
    const result = municipio();
    expect(allNames).toContain(result?.municipio);
    expect(municipio('', { estado: 'Vargas' })?.municipio).toBe('Vargas');
    expect(municipio(null, { estado: 'Atlantis' })).toBeUndefined();
  });

  it('answers fresh data: mutating a result changes nothing for the next', () => {
    const first = municipio('Libertador', { parroquias: true })!;
    (first.parroquias as string[]).splice(0);
    first.capital = 'Changed';
    expect(municipio('Libertador', { parroquias: true })).toMatchObject({ capital: 'Palo Negro', parroquias: ['Palo Negro', 'San Martín de Porres'] });
  });
});
