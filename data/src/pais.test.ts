import { describe, expect, it } from 'vitest';
import { capital } from './capital.js';
import { estado } from './estado.js';
import { pais } from './pais.js';
import { totales } from './totales.js';

describe('pais, totales, capital', () => {
  it('pais holds the 24 regions in published order', () => {
    expect(pais).toHaveLength(24);
    expect(pais[0]!.estado).toBe('Amazonas');
    expect(pais[23]!.estado).toBe('Distrito Capital');
  });

  it('totales counts the country', () => {
    expect(totales).toEqual({ estados: 24, municipios: 335, parroquias: 1139 });
  });

  it('capital is the Distrito Capital as estado answers it', () => {
    expect(capital).toEqual({
      iso_31662: 'VE-A',
      estado: 'Distrito Capital',
      capital: 'Caracas',
      municipios: 1,
      parroquias: 22,
      id: '24',
      id_estado: 24,
    });
    expect(estado('Distrito Capital')).toEqual(capital);
  });

  it.each([
    ['pais', () => { (pais as unknown[]).push({}); }],
    ['a region', () => { pais[0]!.estado = 'Changed'; }],
    ['a municipio', () => { pais[0]!.municipios[0]!.capital = 'Changed'; }],
    ['a parish list', () => { pais[0]!.municipios[0]!.parroquias[0] = 'Changed'; }],
    ['cities', () => { pais[0]!.ciudades!.pop(); }],
    ['totales', () => { (totales as { estados: number }).estados = 1; }],
    ['capital', () => { capital.capital = 'Changed'; }],
  ])('refuses changes to %s (deeply frozen)', (_, change) => {
    expect(change).toThrow(TypeError);
  });

  it('stays unchanged after the attempts', () => {
    expect(pais[0]!.estado).toBe('Amazonas');
    expect(pais[0]!.municipios[0]!.parroquias[0]).toBe('Alto Orinoco La Esmeralda');
    expect(totales.estados).toBe(24);
    expect(capital.capital).toBe('Caracas');
    expect(estado('Amazonas')?.estado).toBe('Amazonas');
  });
});
