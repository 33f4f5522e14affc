import { describe, expect, it } from 'vitest';
import { codigosIneDe } from './codigosIneDe.js';
import { idsDe } from './idsDe.js';

const merida = { id: '13', nombre: 'Mérida', codigo_ine: '14' };
const libertador = { id: '1312', nombre: 'Libertador', codigo_ine: '1412' };

describe('idsDe', () => {
  it('reads the ids of a value, and of ids alone (a default left as it came)', () => {
    expect(idsDe({ estado: merida, municipio: libertador, parroquia: null })).toEqual({ estado: '13', municipio: '1312', parroquia: null });
    expect(idsDe({ estado: '13', municipio: { id: '1312' } })).toEqual({ estado: '13', municipio: '1312', parroquia: null });
    expect(idsDe(null)).toEqual({ estado: null, municipio: null, parroquia: null });
    expect(idsDe(undefined)).toEqual({ estado: null, municipio: null, parroquia: null });
  });

  it('refuses what is not a value', () => {
    expect(() => idsDe('13' as never)).toThrow(new TypeError("La ubicación debe ser un objeto, no 'string'"));
    expect(() => idsDe({ parroquia: 131211 as never })).toThrow(new TypeError("La parroquia debe ser un id o un lugar con su id, no '131211'"));
  });
});

describe('codigosIneDe', () => {
  it('reads the INE codes, which are not the ids (Mérida: id 13, INE 14); a place without one gives null', () => {
    expect(codigosIneDe({ estado: merida, municipio: libertador, parroquia: null })).toEqual({ estado: '14', municipio: '1412', parroquia: null });
    expect(codigosIneDe({ estado: { id: '21', nombre: 'Vargas' } })).toEqual({ estado: null, municipio: null, parroquia: null });
  });

  it('refuses a level given as an id alone, which carries no code', () => {
    expect(() => codigosIneDe({ estado: '13' })).toThrow(new TypeError("El estado '13' es solo un id, sin su código INE: nombre la ubicación con ubicacionDe()"));
  });
});
