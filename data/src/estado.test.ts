import { describe, expect, it } from 'vitest';
import { NON_TEXT_NAMES, NO_NAMES } from './_test/cases.js';
import { capital } from './capital.js';
import { estado } from './estado.js';
import type { EstadoOptions } from './types.js';

describe('estado', () => {
  it('answers the region with its counts, ids and cities', () => {
    expect(estado('Mérida')).toEqual({
      iso_31662: 'VE-L',
      estado: 'Mérida',
      capital: 'Mérida',
      municipios: 23,
      parroquias: 86,
      id: '13',
      id_estado: 13,
      ciudades: expect.arrayContaining(['Ejido', 'El Vigía', 'Tovar']),
    });
  });

  it.each([
    ['mérida', 'Mérida'],
    ['MERIDA', 'Mérida'],
    ['merida', 'Mérida'],
    ['  Mérida  ', 'Mérida'],
    ['Me\u0301rida', 'Mérida'],
    ['anzoategui', 'Anzoátegui'],
    ['TÁCHIRA', 'Táchira'],
    ['distrito   capital', 'Distrito Capital'],
    ['nueva\tesparta', 'Nueva Esparta'],
  ])('matches %j to %s', (name, expected) => {
    expect(estado(name)?.estado).toBe(expected);
  });

  it.each(['Atlantis', 'Merid', 'Mérida Mérida', 'Caracas'])('answers undefined for %j', (name) => {
    expect(estado(name)).toBeUndefined();
  });

  it('lists the municipio names with municipios: true, in order', () => {
    const result = estado('Vargas', { municipios: true });
    expect(result?.municipios).toEqual(['Vargas']);
    expect(estado('Delta Amacuro', { municipios: true })?.municipios).toEqual([
      'Antonio Díaz', 'Casacoima', 'Pedernales', 'Tucupita',
    ]);
    expect(estado('Delta Amacuro', { municipios: false })?.municipios).toBe(4);
  });

  it('has no ciudades field for the Distrito Capital', () => {
    expect(estado('Distrito Capital')).not.toHaveProperty('ciudades');
  });

  it.each(NO_NAMES)('answers the capital of the country without a name (%j)', (name) => {
    expect(estado(name as string)).toEqual(capital);
  });

  it('applies the options to the capital too', () => {
    expect(estado(undefined, { municipios: true })?.municipios).toEqual(['Libertador']);
  });

  it.each(NON_TEXT_NAMES)('refuses %s: El nombre no puede ser %j', (name, type) => {
    expect(() => estado(name as string)).toThrow(new TypeError(`El nombre no puede ser '${type}'`));
  });

  it.each([
    ['yes', `La opción 'municipios' debe ser true o false, no 'string'`],
    [1, `La opción 'municipios' debe ser true o false, no 'number'`],
  ])('refuses municipios: %j', (value, message) => {
    expect(() => estado('Mérida', { municipios: value } as unknown as EstadoOptions)).toThrow(new TypeError(message));
  });

  it.each([
    ['municipios', `Las opciones deben ser un objeto, no 'string'`],
    [[], `Las opciones deben ser un objeto, no 'array'`],
    [true, `Las opciones deben ser un objeto, no 'boolean'`],
  ])('refuses options %j', (opciones, message) => {
    expect(() => estado('Mérida', opciones as EstadoOptions)).toThrow(new TypeError(message));
  });

  it('takes null options and a null flag as absent', () => {
    expect(estado('Lara', null)?.municipios).toBe(9);
    expect(estado('Lara', { municipios: null } as unknown as EstadoOptions)?.municipios).toBe(9);
  });

  it('answers fresh data: mutating a result changes nothing for the next', () => {
    const first = estado('Zulia', { municipios: true })!;
    (first.municipios as string[]).push('Atlantis');
    first.ciudades!.length = 0;
    first.estado = 'Changed';
    const next = estado('Zulia', { municipios: true })!;
    expect(next.estado).toBe('Zulia');
    expect(next.municipios).toHaveLength(21);
    expect(next.ciudades).toHaveLength(47);
    const capitalCopy = estado()!;
    capitalCopy.capital = 'Changed';
    expect(estado()!.capital).toBe('Caracas');
    expect(capital.capital).toBe('Caracas');
  });
});
