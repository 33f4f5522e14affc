import { describe, expect, it } from 'vitest';
import { buscar } from './buscar.js';
import { createBuscar } from './createBuscar.js';
import { createGeo } from './createGeo.js';
import { pais } from './pais.js';
import { renombres } from './renombres.js';
import type { PaisData } from './types.js';

describe('createBuscar', () => {
  it('answers as buscar over the same data, cities and other names included', () => {
    const search = createBuscar(pais, { renombres });
    for (const text of ['merda', 'libertador merida', 'barquisimeto', 'la guaira', 'catedral lara']) {
      expect(search(text, { max: 5 })).toEqual(buscar(text, { max: 5 }));
    }
  });

  it('searches part of the country, with no Distrito Capital required', () => {
    const merida = pais.filter((e) => e.estado === 'Mérida').map((e) => ({ ...e, id_estado: 1 }));
    const search = createBuscar(merida);
    expect(search('libertadr', { tipo: 'municipio' })).toEqual([expect.objectContaining({ nombre: 'Libertador', id: '0112', estado: 'Mérida' })]);
    expect(search('maracaibo')).toEqual([]);
    expect(() => createGeo(merida)).toThrow(TypeError);
  });

  it('answers with the ids given for positions', () => {
    const search = createBuscar(pais, { ids: new Map([['1312', 'M-LIB']]) });
    expect(search('libertador', { estado: 'Mérida', max: 1 })[0]?.id).toBe('M-LIB');
  });

  it('copies its input: later changes to it change nothing', () => {
    const input: PaisData = JSON.parse(JSON.stringify(pais));
    const search = createBuscar(input);
    input[12]!.estado = 'Changed';
    expect(search('merida', { max: 1 })[0]?.nombre).toBe('Mérida');
  });

  it.each([
    [null, `El país debe ser una lista de estados, no 'object'`],
    ['pais', `El país debe ser una lista de estados, no 'string'`],
  ])('refuses %j', (input, message) => {
    expect(() => createBuscar(input as unknown as PaisData)).toThrow(new TypeError(message));
  });

  it('refuses ids that are not a Map', () => {
    expect(() => createBuscar(pais, { ids: {} as Map<string, string> })).toThrow(TypeError);
  });
});
