import { describe, expect, it } from 'vitest';
import { embeddedSource } from './embedded/embeddedSource.js';
import { ubicacionDe } from './ubicacionDe.js';

const merida = { id: '13', nombre: 'Mérida', codigo_ine: '14' };
const libertador = { id: '1312', nombre: 'Libertador', codigo_ine: '1412' };
const milla = { id: '131211', nombre: 'Milla', codigo_ine: '141211' };

describe('ubicacionDe', () => {
  it('names stored ids; a parroquia alone brings its municipio and estado', async () => {
    expect(await ubicacionDe({ estado: '13', municipio: '1312', parroquia: '131211' })).toEqual({ estado: merida, municipio: libertador, parroquia: milla });
    expect(await ubicacionDe({ parroquia: '131211' })).toEqual({ estado: merida, municipio: libertador, parroquia: milla });
    expect(await ubicacionDe({ estado: '13', municipio: null })).toEqual({ estado: merida, municipio: null, parroquia: null });
    expect(await ubicacionDe(null)).toEqual({ estado: null, municipio: null, parroquia: null });
  });

  it('takes INE codes with clave: ine, and names from the base edition with edicion: base', async () => {
    expect(await ubicacionDe({ municipio: '1412' }, { clave: 'ine' })).toEqual({ estado: merida, municipio: libertador, parroquia: null });
    expect(await ubicacionDe({ estado: '21' }, { edicion: 'base' })).toEqual({ estado: { id: '21', nombre: 'Vargas' }, municipio: null, parroquia: null });
    expect(await ubicacionDe({ estado: '21' })).toEqual({ estado: { id: '21', nombre: 'La Guaira', codigo_ine: '24' }, municipio: null, parroquia: null });
    expect((await ubicacionDe({ estado: '13' }, { source: embeddedSource('base') })).estado).toEqual({ id: '13', nombre: 'Mérida' });
  });

  it('refuses keys that are not text, that no place has, or levels that do not belong together', async () => {
    await expect(ubicacionDe({ estado: 13 as never })).rejects.toThrow(new TypeError("El estado debe ser un id o un lugar con su id, no '13'"));
    await expect(ubicacionDe({ municipio: '1399' })).rejects.toThrow(new RangeError("No hay ningún municipio con el id '1399'"));
    await expect(ubicacionDe({ parroquia: '131211' }, { clave: 'ine' })).rejects.toThrow(new RangeError("No hay ninguna parroquia con el código INE '131211'"));
    await expect(ubicacionDe({ estado: '12', parroquia: '131211' })).rejects.toThrow(new RangeError("La parroquia '131211' no es del estado '12'"));
  });
});
