import { describe, expect, it } from 'vitest';
import { dataset } from './_lib/dataset.js';
import { NON_TEXT_NAMES } from './_test/cases.js';
import { buscar } from './buscar.js';
import type { BuscarOptions } from './types.js';

describe('buscar options', () => {
  it('answers at most 10 by default, and at most max', () => {
    expect(buscar('san')).toHaveLength(10);
    expect(buscar('san', { max: 3 })).toHaveLength(3);
    expect(buscar('san', { max: 1 })).toEqual(buscar('san').slice(0, 1));
    expect(buscar('san', { max: 100_000 }).length).toBeGreaterThan(100);
  });

  it.each(['estado', 'municipio', 'parroquia'] as const)('narrows to tipo %s', (tipo) => {
    const results = buscar('sucre', { tipo, max: 50 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.tipo === tipo)).toBe(true);
  });

  it('narrows to an estado, named like any name', () => {
    for (const estado of ['Mérida', 'MERIDA', ' merida ']) {
      const results = buscar('libertador', { estado });
      expect(results[0]).toMatchObject({ id: '1312', estado: 'Mérida', puntuacion: 1 });
      expect(results.every((r) => r.estado === 'Mérida')).toBe(true);
    }
    expect(buscar('merida', { estado: 'Mérida' })[0]).toMatchObject({ tipo: 'estado', id: '13' });
  });

  it('narrows to municipios of a name and their parroquias', () => {
    const results = buscar('libertador', { municipio: 'Libertador', max: 500 });
    const libertadores = dataset.flatMap((e) => e.municipios).filter((m) => m.municipio === 'Libertador');
    expect(results.filter((r) => r.tipo === 'municipio')).toHaveLength(libertadores.length);
    expect(results.filter((r) => r.tipo === 'parroquia').length).toBeGreaterThan(0);
    expect(results.every((r) => r.tipo !== 'estado' && r.municipio === 'Libertador')).toBe(true);
    const one = buscar('Sucre', { municipio: 'libertador', estado: 'Distrito Capital' });
    expect(one.map((r) => r.id)).toEqual(['240122']);
  });

  it('finds nothing under an unknown estado or municipio, and ignores a blank one', () => {
    expect(buscar('sucre', { estado: 'Atlantis' })).toEqual([]);
    expect(buscar('sucre', { municipio: 'Merid' })).toEqual([]);
    expect(buscar('sucre', { estado: 'Sucre', municipio: 'Libertador', tipo: 'estado' })).toEqual([]);
    expect(buscar('sucre', { estado: ' ', municipio: '' })).toEqual(buscar('sucre'));
    expect(buscar('sucre', { tipo: undefined, estado: null, max: null } as unknown as BuscarOptions)).toEqual(buscar('sucre'));
  });

  it('lists every place of a shared name, higher level first, then dataset order', () => {
    const results = buscar('Sucre', { max: 100 }).filter((r) => r.puntuacion === 1);
    expect(results[0]).toMatchObject({ tipo: 'estado', id: '18' });
    const municipios = results.filter((r) => r.tipo === 'municipio');
    expect(municipios).toHaveLength(11);
    expect(new Set(municipios.map((r) => r.estado)).size).toBe(11);
    const ids = results.map((r) => r.id);
    const rank = { estado: 0, municipio: 1, parroquia: 2 };
    const order = results.map((r) => `${rank[r.tipo]}${r.id.padEnd(6, '0')}`);
    expect(order).toEqual([...order].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers fresh objects: changing one changes nothing after', () => {
    const first = buscar('Maracaibo');
    const copy = structuredClone(first);
    first[0]!.nombre = 'Otra';
    first[0]!.puntuacion = 0;
    first.length = 0;
    expect(buscar('Maracaibo')).toEqual(copy);
    expect(buscar('Maracaibo')).not.toBe(buscar('Maracaibo'));
  });

  it.each([...NON_TEXT_NAMES, [undefined, 'undefined'], [null, 'object']])('refuses %o as text: a search needs one', (texto, type) => {
    expect(() => buscar(texto as string)).toThrow(new TypeError(`El nombre no puede ser '${type}'`));
  });

  it.each([
    ['a number', 5, TypeError, "Las opciones deben ser un objeto, no 'number'"],
    ['text', 'max', TypeError, "Las opciones deben ser un objeto, no 'string'"],
    ['an array', [], TypeError, "Las opciones deben ser un objeto, no 'array'"],
    ['an unknown tipo', { tipo: 'ciudad' }, TypeError, "La opción 'tipo' debe ser 'estado', 'municipio' o 'parroquia', no 'ciudad'"],
    ['a tipo of the wrong type', { tipo: 1 }, TypeError, "La opción 'tipo' debe ser 'estado', 'municipio' o 'parroquia', no 'number'"],
    ['an estado that is not text', { estado: 13 }, TypeError, "La opción 'estado' debe ser texto, no 'number'"],
    ['a municipio that is not text', { municipio: ['Sucre'] }, TypeError, "La opción 'municipio' debe ser texto, no 'object'"],
    ['max as text', { max: '5' }, TypeError, "La opción 'max' debe ser un número, no 'string'"],
    ['max 0', { max: 0 }, RangeError, "La opción 'max' debe ser un entero positivo, no 0"],
    ['max -1', { max: -1 }, RangeError, "La opción 'max' debe ser un entero positivo, no -1"],
    ['max 2.5', { max: 2.5 }, RangeError, "La opción 'max' debe ser un entero positivo, no 2.5"],
    ['max NaN', { max: Number.NaN }, RangeError, "La opción 'max' debe ser un entero positivo, no NaN"],
    ['max Infinity', { max: Infinity }, RangeError, "La opción 'max' debe ser un entero positivo, no Infinity"],
  ])('refuses %s as options, even for blank text', (_what, opciones, type, message) => {
    for (const texto of ['sucre', '']) {
      expect(() => buscar(texto, opciones as BuscarOptions)).toThrow(new type(message));
    }
  });
});
