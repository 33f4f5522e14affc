import { describe, expect, it } from 'vitest';
import { answerQuery } from './lote.js';
import { createGeo } from './createGeo.js';
import { fromFlat, storedIds, toFlat } from './flat.js';
import { pais } from './pais.js';
import type { PaisData } from './types.js';

// Names a JavaScript object already has as members: an index keyed by a plain object, or a
// lookup through `in`, would answer the member instead of the place.
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf', 'prototype'];

/** The dataset and one more estado, `valueOf`, whose municipio `constructor` has a parroquia of each name. */
function withMemberNames(): PaisData {
  const estado = { iso_31662: 'VE-Q', estado: 'valueOf', capital: '__proto__', id_estado: 25, ciudades: ['toString'] };
  return [...structuredClone(pais) as PaisData, { ...estado, municipios: [{ municipio: 'constructor', capital: 'toString', parroquias: NAMES }] }];
}

describe('places named like JavaScript object members', () => {
  const geo = createGeo(withMemberNames());

  it('are found by every lookup, in any spelling, within the options', () => {
    expect(geo.estado('valueOf')).toMatchObject({ estado: 'valueOf', capital: '__proto__', id: '25', municipios: 1, parroquias: NAMES.length });
    expect(geo.estado(' VALUEOF ', { municipios: true })?.municipios).toEqual(['constructor']);
    expect(geo.municipio('Constructor', { estado: 'valueOf' })).toEqual({
      municipio: 'constructor', capital: 'toString', estado: 'valueOf', parroquias: NAMES.length, id: '2501', estadoId: '25',
    });
    expect(geo.municipio('constructor', { parroquias: true })?.parroquias).toEqual(NAMES);
    NAMES.forEach((name, i) => {
      const id = `2501${String(i + 1).padStart(2, '0')}`;
      expect(geo.parroquia(name), name).toEqual([
        { parroquia: name, municipio: 'constructor', capital: 'toString', estado: 'valueOf', id, municipioId: '2501', estadoId: '25' },
      ]);
      expect(geo.parroquia(name.toUpperCase(), { municipio: 'constructor', estado: 'valueOf' }), name).toMatchObject([{ id }]);
      // And never an answer for a member name a place does not have, at any level.
      expect(geo.estado(name === 'valueOf' ? 'isPrototypeOf' : name)).toBeUndefined();
    });
    expect(geo.municipio('toString')).toBeUndefined();
    expect(geo.parroquia('__lookupGetter__')).toBeUndefined();
    expect(geo.municipio('Libertador', { estado: '__proto__' })).toBeUndefined();
  });

  it('are ranked first by the search, as their own name', () => {
    NAMES.forEach((name, i) => {
      const hits = geo.buscar(name);
      const exact = hits.filter((hit) => hit.puntuacion === 1);
      expect(hits.slice(0, exact.length), name).toEqual(exact);
      expect(exact.map((hit) => hit.id), name).toContain(`2501${String(i + 1).padStart(2, '0')}`);
    });
    expect(geo.buscar('__proto__')[0]).toMatchObject({ tipo: 'parroquia', nombre: '__proto__', id: '250101', puntuacion: 1 });
    expect(geo.buscar('hasOwnProperty', { estado: 'valueOf', municipio: 'constructor' }).map((hit) => hit.id)).toEqual(['250104']);
    expect(geo.buscar('constructor', { tipo: 'municipio' })[0]).toMatchObject({ id: '2501', puntuacion: 1 });
  });

  it('survive the database round trip and a lote', () => {
    const tree = toFlat(withMemberNames());
    const stored = createGeo(fromFlat(tree), { ids: storedIds(tree) });
    expect(stored.parroquia('__proto__')).toEqual(geo.parroquia('__proto__'));
    expect(answerQuery(stored, { tipo: 'municipio', nombre: 'constructor', opciones: { estado: 'valueOf' } })).toMatchObject({
      resultado: { id: '2501', capital: 'toString' },
    });
    expect(answerQuery(stored, { tipo: 'constructor', nombre: 'x' })).toMatchObject({ error: expect.stringContaining("Tipo desconocido 'constructor'") });
    expect(answerQuery(stored, { tipo: 'estado', nombre: 'valueOf', opciones: { toString: true } })).toMatchObject({
      error: expect.stringContaining("Opción desconocida para estado: 'toString'"),
    });
  });
});
