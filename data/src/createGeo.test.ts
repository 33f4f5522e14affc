import { describe, expect, it } from 'vitest';
import { sequence } from './_test/cases.js';
import { createGeo } from './createGeo.js';
import { estado } from './estado.js';
import { pais } from './pais.js';
import type { PaisData, ParroquiaResult } from './types.js';

const municipios = pais.flatMap((r) => r.municipios.map((m) => ({ ...m, estado: r.estado })));
const parroquias = municipios.flatMap((m) => m.parroquias.map((p) => ({ parroquia: p, municipio: m.municipio, estado: m.estado })));

describe('createGeo', () => {
  it('answers as the default lookups over the same data', () => {
    const geo = createGeo(pais);
    expect(geo.totales).toEqual({ estados: 24, municipios: 335, parroquias: 1139 });
    expect(geo.capital).toEqual(estado());
    expect(geo.estado('merida')).toEqual(estado('merida'));
    expect(geo.pais).toEqual(pais);
  });

  it('serves edited data, with ids from its order', () => {
    const edited: PaisData = JSON.parse(JSON.stringify(pais));
    edited[12]!.estado = 'Mérida Nueva';
    edited[12]!.municipios[0]!.parroquias.push('Parroquia Nueva');
    const geo = createGeo(edited);
    expect(geo.estado('merida nueva')).toMatchObject({ id: '13', parroquias: 87 });
    expect(geo.estado('Mérida')).toBeUndefined();
    expect(geo.parroquia('parroquia nueva')).toEqual([expect.objectContaining({ id: '130108', estado: 'Mérida Nueva' })]);
    expect(geo.totales.parroquias).toBe(1140);
  });

  it('copies its input: later changes to it change nothing', () => {
    const input: PaisData = JSON.parse(JSON.stringify(pais));
    const geo = createGeo(input);
    input[0]!.estado = 'Changed';
    expect(geo.estado('Amazonas')?.estado).toBe('Amazonas');
    expect(geo.pais[0]!.estado).toBe('Amazonas');
    expect(Object.isFrozen(input)).toBe(false);
  });

  it('freezes its data deeply', () => {
    const geo = createGeo(pais);
    expect(() => { geo.pais[0]!.municipios[0]!.parroquias.push('x'); }).toThrow(TypeError);
    expect(() => { (geo.totales as { estados: number }).estados = 1; }).toThrow(TypeError);
    expect(() => { (geo.capital.ciudades ?? (geo.capital as { x?: number })).toString = () => ''; }).toThrow(TypeError);
  });

  it.each([
    [null, `El país debe ser una lista de estados, no 'object'`],
    ['pais', `El país debe ser una lista de estados, no 'string'`],
    [[], 'El país no tiene Distrito Capital (VE-A)'],
  ])('refuses %j', (input, message) => {
    expect(() => createGeo(input as unknown as PaisData)).toThrow(new TypeError(message));
  });

  it('refuses a random source that is not a function', () => {
    expect(() => createGeo(pais, { random: 0.5 as unknown as () => number })).toThrow(
      new TypeError(`La opción 'random' debe ser una función, no 'number'`),
    );
  });

  it('refuses a random source that leaves [0, 1)', () => {
    for (const value of [1, -0.1, Number.NaN]) {
      expect(() => createGeo(pais, { random: () => value }).municipio()).toThrow(RangeError);
    }
  });
});

describe('random entries', () => {
  it('picks municipio k of all 335 when the source answers k/335', () => {
    const geo = createGeo(pais, { random: sequence(...municipios.map((_, k) => k / 335)) });
    const picks = municipios.map(() => geo.municipio());
    expect(picks.map((m) => [m?.municipio, m?.estado])).toEqual(municipios.map((m) => [m.municipio, m.estado]));
  });

  it('picks parroquia k of all 1139 when the source answers k/1139: uniform, never empty', () => {
    const geo = createGeo(pais, { random: sequence(...parroquias.map((_, k) => k / 1139)) });
    const picks = parroquias.map(() => geo.parroquia() as ParroquiaResult);
    expect(picks.map((p) => [p.parroquia, p.municipio, p.estado])).toEqual(parroquias.map((p) => [p.parroquia, p.municipio, p.estado]));
    expect(new Set(picks.map((p) => p.id)).size).toBe(1139);
  });

  it('draws municipios within the estado option, uniformly', () => {
    const geo = createGeo(pais, { random: sequence(0, 0.5, 0.999) });
    const picks = [0, 1, 2].map(() => geo.municipio(undefined, { estado: 'Delta Amacuro', parroquias: true }));
    expect(picks.map((m) => m?.municipio)).toEqual(['Antonio Díaz', 'Pedernales', 'Tucupita']);
    expect(picks[0]?.parroquias).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('draws parroquias within the estado and municipio options', () => {
    const geo = createGeo(pais, { random: sequence(0, 0.999) });
    expect(geo.parroquia('', { estado: 'Distrito Capital' })).toMatchObject({ id: '240101' });
    expect(geo.parroquia('', { estado: 'Distrito Capital' })).toMatchObject({ id: '240122' });
    const libertadores = parroquias.filter((p) => p.municipio === 'Libertador');
    expect(geo.parroquia(null, { municipio: 'libertador' })).toMatchObject({ parroquia: libertadores[0]!.parroquia });
    expect(geo.parroquia(null, { municipio: 'libertador' })).toMatchObject({ parroquia: libertadores.at(-1)!.parroquia });
  });

  it('is close to uniform with Math.random', () => {
    const counts = new Map<string, number>();
    const draws = 24 * 2000;
    const geo = createGeo(pais);
    for (let i = 0; i < draws; i += 1) {
      const estado = geo.parroquia()!;
      const key = (estado as ParroquiaResult).estadoId;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // Upstream draws a state first (1/24 each); a uniform parroquia makes the Distrito
    // Capital's share 22/1139 and Zulia's far larger.
    const share = (id: string) => (counts.get(id) ?? 0) / draws;
    expect(share('24')).toBeCloseTo(22 / 1139, 2);
    expect(share('23')).toBeGreaterThan(0.06);
  });
});

describe('createGeo buscar', () => {
  it('searches the country it was built from, edited names included', () => {
    const edited: PaisData = JSON.parse(JSON.stringify(pais));
    edited[12]!.estado = 'Mérida Nueva';
    const geo = createGeo(edited);
    expect(geo.buscar('merida nueva', { max: 1 })).toEqual([expect.objectContaining({ tipo: 'estado', id: '13', nombre: 'Mérida Nueva' })]);
    expect(createGeo(pais).buscar('merida', { max: 1 })[0]?.id).toBe('13');
  });
});
