import { describe, expect, it } from 'vitest';
import { NON_TEXT_NAMES } from './_test/cases.js';
import { createGeo } from './createGeo.js';
import { answerQuery } from './lote.js';
import { pais } from './pais.js';
import type { LoteGeo } from './lote.js';
import type { BuscarOptions, BuscarResult } from './types.js';

const HIT: BuscarResult = { tipo: 'estado', nombre: 'Zulia', id: '23', estado: 'Zulia', puntuacion: 1 };

// buscar is answered by a recording double: what answerQuery owes it is the text and options.
function geoWith(hits: BuscarResult[] = [HIT]): LoteGeo & { calls: [string, BuscarOptions | null | undefined][] } {
  const calls: [string, BuscarOptions | null | undefined][] = [];
  const geo = createGeo(pais, { random: () => 0 });
  return {
    estado: geo.estado,
    municipio: geo.municipio,
    parroquia: geo.parroquia,
    buscar: (texto, opciones) => {
      calls.push([texto, opciones]);
      return hits;
    },
    calls,
  };
}

describe('answerQuery', () => {
  const geo = geoWith();

  it('answers each lookup with the library result, echoing the query', () => {
    const query = { tipo: 'estado', nombre: 'Zulia' };
    expect(answerQuery(geo, query)).toEqual({ consulta: query, resultado: geo.estado('Zulia') });
    const withOptions = { tipo: 'municipio', nombre: 'Sucre', opciones: { estado: 'Miranda', parroquias: true } };
    expect(answerQuery(geo, withOptions)).toEqual({
      consulta: withOptions,
      resultado: geo.municipio('Sucre', { estado: 'Miranda', parroquias: true }),
    });
    const parroquia = { tipo: 'parroquia', nombre: 'Catedral' };
    expect(answerQuery(geo, parroquia)).toEqual({ consulta: parroquia, resultado: geo.parroquia('Catedral') });
  });

  it('lets a lookup without a name answer as the library does', () => {
    expect(answerQuery(geo, { tipo: 'estado' })).toMatchObject({ resultado: { estado: 'Distrito Capital' } });
    expect(answerQuery(geo, { tipo: 'municipio', nombre: null })).toMatchObject({ resultado: geo.municipio() });
  });

  it('answers null when nothing matched', () => {
    expect(answerQuery(geo, { tipo: 'estado', nombre: 'Meridaa' })).toEqual({
      consulta: { tipo: 'estado', nombre: 'Meridaa' },
      resultado: null,
    });
    expect(answerQuery(geoWith([]), { tipo: 'buscar', nombre: 'xyz' })).toMatchObject({ resultado: null });
  });

  it('passes the text and options of buscar', () => {
    const searching = geoWith();
    const query = { tipo: 'buscar', nombre: 'zulia', opciones: { tipo: 'estado', max: 1 } };
    expect(answerQuery(searching, query)).toEqual({ consulta: query, resultado: [HIT] });
    expect(searching.calls).toEqual([['zulia', { tipo: 'estado', max: 1 }]]);
  });

  it('searches with the real buscar of a createGeo value', () => {
    const real = createGeo(pais);
    const query = { tipo: 'buscar', nombre: 'meridaa', opciones: { tipo: 'estado', max: 2 } };
    expect(answerQuery(real, query)).toEqual({ consulta: query, resultado: real.buscar('meridaa', { tipo: 'estado', max: 2 }) });
    const line = answerQuery(real, query);
    expect('resultado' in line && Array.isArray(line.resultado) && line.resultado[0]).toMatchObject({ nombre: 'Mérida' });
  });

  it.each(NON_TEXT_NAMES)('refuses the name %o with the library message', (nombre, type) => {
    for (const tipo of ['estado', 'municipio', 'parroquia', 'buscar']) {
      expect(answerQuery(geo, { tipo, nombre })).toEqual({
        consulta: { tipo, nombre },
        error: `El nombre no puede ser '${type}'`,
      });
    }
  });

  it('requires a text for buscar', () => {
    expect(answerQuery(geo, { tipo: 'buscar' })).toMatchObject({ error: "El nombre no puede ser 'undefined'" });
  });

  it.each([null, 7, 'estado', ['estado', 'Zulia']])('refuses a query that is not an object: %o', (query) => {
    expect(answerQuery(geo, query)).toEqual({ consulta: query, error: expect.stringContaining('objeto JSON') });
  });

  it.each([undefined, 'pais', 7, 'Estado'])('refuses the tipo %o', (tipo) => {
    expect(answerQuery(geo, { tipo, nombre: 'Zulia' })).toMatchObject({
      error: expect.stringMatching(/^Tipo desconocido '.*': use estado, municipio, parroquia, buscar o capital$/),
    });
  });

  it('refuses options that are not an object, unknown or of the wrong type', () => {
    expect(answerQuery(geo, { tipo: 'estado', nombre: 'Zulia', opciones: [] })).toMatchObject({
      error: "Las opciones deben ser un objeto, no 'array'",
    });
    expect(answerQuery(geo, { tipo: 'estado', nombre: 'Zulia', opciones: { parroquias: true } })).toMatchObject({
      error: "Opción desconocida para estado: 'parroquias' (se admiten: municipios)",
    });
    expect(answerQuery(geo, { tipo: 'estado', nombre: 'Zulia', opciones: { municipios: 'si' } })).toMatchObject({
      error: expect.stringContaining("'municipios'"),
    });
  });

  it('refuses a field other than tipo, nombre and opciones, as the lote callable does', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tipo: 'estado', nombre: 'Zulia', extra: 1 }, 'extra'],
      [{ tipo: 'capital', constructor: 'x' }, 'constructor'],
      [{ tipo: 'buscar', nombre: 'a', opciones: {}, otro: true }, 'otro'],
    ];
    for (const [query, field] of cases) expect(answerQuery(geo, query)).toEqual({ consulta: query, error: `Campo desconocido: '${field}'` });
  });

  it('answers capital with the Distrito Capital, as estado without a name', () => {
    expect(answerQuery(geo, { tipo: 'capital' })).toEqual({ consulta: { tipo: 'capital' }, resultado: geo.estado() });
    const listed = { tipo: 'capital', opciones: { municipios: true } };
    expect(answerQuery(geo, listed)).toEqual({ consulta: listed, resultado: geo.estado(null, { municipios: true }) });
    expect(answerQuery(geo, { tipo: 'capital', nombre: 'Zulia' })).toMatchObject({ error: 'La consulta capital no lleva nombre' });
    expect(answerQuery(geo, { tipo: 'capital', opciones: { estado: 'Zulia' } })).toMatchObject({
      error: "Opción desconocida para capital: 'estado' (se admiten: municipios)",
    });
  });

  it('refuses names and option texts over 200 characters, as the callables do', () => {
    const long = 'a'.repeat(201);
    for (const tipo of ['estado', 'municipio', 'parroquia', 'buscar']) {
      expect(answerQuery(geo, { tipo, nombre: long })).toEqual({
        consulta: { tipo, nombre: long },
        error: 'El nombre no puede pasar de 200 caracteres',
      });
    }
    expect(answerQuery(geo, { tipo: 'municipio', nombre: 'Sucre', opciones: { estado: long } })).toMatchObject({
      error: "La opción 'estado' no puede pasar de 200 caracteres",
    });
    expect(answerQuery(geo, { tipo: 'buscar', nombre: 'x', opciones: { municipio: long } })).toMatchObject({
      error: "La opción 'municipio' no puede pasar de 200 caracteres",
    });
    // 200 characters are still a name: looked up, not found.
    expect(answerQuery(geo, { tipo: 'estado', nombre: 'a'.repeat(200) })).toMatchObject({ resultado: null });
  });

  it('turns anything the lookup throws into an error line', () => {
    const failing: LoteGeo = {
      ...geo,
      buscar: () => {
        throw new RangeError("La opción 'max' debe ser un entero positivo");
      },
    };
    expect(answerQuery(failing, { tipo: 'buscar', nombre: 'x', opciones: { max: 0 } })).toMatchObject({
      error: "La opción 'max' debe ser un entero positivo",
    });
  });
});
