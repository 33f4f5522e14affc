import { municipio, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { placeNames } from './placeNames.js';

describe('placeNames', () => {
  it('reads an estado by name, id or ISO code', () => {
    expect(placeNames(pais, { estado: 'Miranda' })).toEqual({ estado: 'Miranda' });
    expect(placeNames(pais, { estado: '14' })).toEqual({ estado: 'Miranda' });
    expect(placeNames(pais, { estado: '1' })).toEqual({ estado: 'Amazonas' });
    expect(placeNames(pais, { estado: 've-m' })).toEqual({ estado: 'Miranda' });
  });

  it('reads a municipio by id as its name within its estado, every id of the dataset', () => {
    for (const estado of pais) {
      estado.municipios.forEach((m, index) => {
        const id = `${String(estado.id_estado).padStart(2, '0')}${String(index + 1).padStart(2, '0')}`;
        const names = placeNames(pais, { municipio: id });
        expect(names).toEqual({ municipio: m.municipio, estado: estado.estado });
        expect(municipio(names.municipio, { estado: names.estado })?.id).toBe(id);
      });
    }
  });

  it('keeps --estado when given beside a municipio id, and passes unknown ids and names through', () => {
    expect(placeNames(pais, { municipio: '1419', estado: 'Lara' })).toEqual({ municipio: 'Sucre', estado: 'Lara' });
    expect(placeNames(pais, { estado: '99', municipio: '9999' })).toEqual({ estado: '99', municipio: '9999' });
    expect(placeNames(pais, { estado: 'VE-Ñ' })).toEqual({ estado: 'VE-Ñ' });
    expect(placeNames(pais, {})).toEqual({ estado: undefined, municipio: undefined });
  });
});
