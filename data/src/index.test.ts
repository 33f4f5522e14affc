import { describe, expect, it } from 'vitest';
import * as data from './index.js';

describe('@vegeo/data exports', () => {
  it.each(['estado', 'municipio', 'parroquia', 'buscar', 'createGeo', 'createBuscar', 'normalizeName'])('%s, a function', (name) => {
    expect(typeof (data as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(['pais', 'totales', 'capital'])('%s, frozen data', (name) => {
    expect(Object.isFrozen((data as Record<string, unknown>)[name])).toBe(true);
  });

  it('has named exports only', () => {
    expect(data).not.toHaveProperty('default');
  });

  it('builds the same lookups with createGeo, buscar included', () => {
    const geo = data.createGeo(data.pais);
    expect(Object.keys(geo).sort()).toEqual(['buscar', 'capital', 'estado', 'municipio', 'pais', 'parroquia', 'totales']);
    expect(geo.buscar('merida', { max: 3 })).toEqual(data.buscar('merida', { max: 3 }));
  });
});
