import { describe, expect, it } from 'vitest';
import { NON_TEXT_NAMES } from './_test/cases.js';
import { parroquia } from './parroquia.js';
import type { ParroquiaOptions, ParroquiaResult } from './types.js';

const CATEDRAL: ParroquiaResult[] = [
  { parroquia: 'Catedral', municipio: 'Heres', capital: 'Ciudad Bolívar', estado: 'Bolívar', id: '060601', municipioId: '0606', estadoId: '06' },
  { parroquia: 'Catedral', municipio: 'Iribarren', capital: 'Barquisimeto', estado: 'Lara', id: '120301', municipioId: '1203', estadoId: '12' },
  { parroquia: 'Catedral', municipio: 'Libertador', capital: 'Caracas', estado: 'Distrito Capital', id: '240105', municipioId: '2401', estadoId: '24' },
];

describe('parroquia', () => {
  it('answers every parroquia of that name, in dataset order, with its municipio capital', () => {
    expect(parroquia('Catedral')).toEqual(CATEDRAL);
  });

  it.each(['catedral', 'CATEDRAL', '  Catedral ', 'Cate\u0301dral'.normalize('NFC').replace('é', 'e')])('matches %j', (name) => {
    expect(parroquia(name)).toEqual(CATEDRAL);
  });

  it('matches accents and ñ as names do', () => {
    expect(parroquia('santa barbara')).toHaveLength(6);
    expect(parroquia('SANTA BÁRBARA')).toHaveLength(6);
    expect(parroquia('Bolívar')).toHaveLength(8);
  });

  it('answers a list even for a single match', () => {
    expect(parroquia('Alto Orinoco La Esmeralda')).toEqual([
      expect.objectContaining({ id: '010101', municipio: 'Alto Orinoco', capital: 'La Esmeralda', estado: 'Amazonas' }),
    ]);
  });

  it.each([
    [{ estado: 'Lara' }, ['120301']],
    [{ estado: 'distrito capital' }, ['240105']],
    [{ municipio: 'LIBERTADOR' }, ['240105']],
    [{ municipio: 'Heres', estado: 'Bolívar' }, ['060601']],
    [{ municipio: 'Heres', estado: 'Lara' }, undefined],
    [{ municipio: 'Atlantis' }, undefined],
    [{ estado: 'Atlantis' }, undefined],
    [{ estado: '', municipio: ' ' }, ['060601', '120301', '240105']],
  ])('narrows with %j', (opciones, ids) => {
    const results = parroquia('Catedral', opciones) as ParroquiaResult[] | undefined;
    expect(results?.map((r) => r.id)).toEqual(ids);
  });

  it('answers undefined when nothing matches', () => {
    expect(parroquia('Atlantis')).toBeUndefined();
  });

  it('answers one random parroquia, an object, without a name', () => {
    const result = parroquia() as ParroquiaResult;
    expect(Array.isArray(result)).toBe(false);
    expect(result.id).toMatch(/^\d{6}$/);
    expect(parroquia(' ', { estado: 'Vargas', municipio: 'Vargas' })).toMatchObject({ estado: 'Vargas', municipio: 'Vargas' });
    expect(parroquia(null, { estado: 'Sucre', municipio: 'Bolívar' })).toBeUndefined();
  });

  it.each(NON_TEXT_NAMES)('refuses %s: El nombre no puede ser %j', (name, type) => {
    expect(() => parroquia(name as string)).toThrow(new TypeError(`El nombre no puede ser '${type}'`));
  });

  it.each([
    [{ municipio: 1 }, `La opción 'municipio' debe ser texto, no 'number'`],
    [{ estado: false }, `La opción 'estado' debe ser texto, no 'boolean'`],
    ['Lara', `Las opciones deben ser un objeto, no 'string'`],
  ])('refuses options %j', (opciones, message) => {
    expect(() => parroquia('Catedral', opciones as ParroquiaOptions)).toThrow(new TypeError(message));
  });

  it('answers fresh data: mutating the list or an entry changes nothing for the next', () => {
    const first = parroquia('Catedral') as ParroquiaResult[];
    first[0]!.capital = 'Changed';
    first.pop();
    expect(parroquia('Catedral')).toEqual(CATEDRAL);
  });
});
