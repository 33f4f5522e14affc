import { municipio, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { namedPlace, placeFilters } from './placeNames.js';
import { ineLookup } from '../lookup/ineLookup.js';
import { localLookup } from '../lookup/localLookup.js';

const ine = ineLookup();

describe('placeFilters, against the default edition', () => {
  it('reads an estado by name, number (its id) or ISO code', async () => {
    expect(await placeFilters(localLookup, { estado: 'Miranda' })).toEqual({ estado: 'Miranda' });
    expect(await placeFilters(localLookup, { estado: '14' })).toEqual({ estado: 'Miranda' });
    expect(await placeFilters(localLookup, { estado: '1' })).toEqual({ estado: 'Amazonas' });
    expect(await placeFilters(localLookup, { estado: 've-m' })).toEqual({ estado: 'Miranda' });
    expect(await placeFilters(localLookup, { estado: 'id:14' })).toEqual({ estado: 'Miranda' });
    // The seed's own (wrong) ISO code for Amazonas: its data, its answer.
    expect(await placeFilters(localLookup, { estado: 'VE-X' })).toEqual({ estado: 'Amazonas' });
  });

  it('reads a municipio by number as its name within its estado, every id of the dataset', async () => {
    for (const estado of pais) {
      for (const [index, m] of estado.municipios.entries()) {
        const id = `${String(estado.id_estado).padStart(2, '0')}${String(index + 1).padStart(2, '0')}`;
        const names = await placeFilters(localLookup, { municipio: id });
        expect(names).toEqual({ municipio: m.municipio, estado: estado.estado });
        expect(municipio(names.municipio, { estado: names.estado })?.id).toBe(id);
      }
    }
  });

  it('keeps --estado when given beside a municipio number, and passes through what names nothing', async () => {
    expect(await placeFilters(localLookup, { municipio: '1419', estado: 'Lara' })).toEqual({ municipio: 'Sucre', estado: 'Lara' });
    expect(await placeFilters(localLookup, { estado: '99', municipio: '9999' })).toEqual({ estado: '99', municipio: '9999' });
    expect(await placeFilters(localLookup, { estado: 'VE-Ñ' })).toEqual({ estado: 'VE-Ñ' });
    // No INE codes here: `ine:` names nothing.
    expect(await placeFilters(localLookup, { estado: 'ine:14' })).toEqual({ estado: 'ine:14' });
    expect(await placeFilters(localLookup, {})).toEqual({ estado: undefined, municipio: undefined });
  });
});

describe('placeFilters, against the ine edition: a number is an INE code', () => {
  it('reads ISO codes and numbers as that edition has them', async () => {
    expect(await placeFilters(ine, { estado: 'VE-Z' })).toEqual({ estado: 'Amazonas' });
    expect(await placeFilters(ine, { estado: 'VE-X' })).toEqual({ estado: 'La Guaira' });
    expect(await placeFilters(ine, { estado: '24' })).toEqual({ estado: 'La Guaira' });
    expect(await placeFilters(ine, { estado: '2' })).toEqual({ estado: 'Amazonas' });
    expect(await placeFilters(ine, { municipio: '2401' })).toEqual({ municipio: 'Vargas', estado: 'La Guaira' });
  });

  it('reads an id when asked for one', async () => {
    expect(await placeFilters(ine, { estado: 'id:24' })).toEqual({ estado: 'Distrito Capital' });
    expect(await placeFilters(ine, { estado: 'ID:21', municipio: 'id:0102' })).toEqual({ estado: 'La Guaira', municipio: 'Atabapo' });
    expect(await placeFilters(ine, { estado: 'ine:24' })).toEqual({ estado: 'La Guaira' });
  });
});

describe('namedPlace', () => {
  it('leaves a name as typed, and reads a number as the record it names, in its estado and municipio', async () => {
    expect(await namedPlace(localLookup, 'municipio', 'Sucre', {})).toEqual({ nombre: 'Sucre', estado: undefined, municipio: undefined });
    expect(await namedPlace(localLookup, 'estado', '14', {})).toMatchObject({ nombre: 'Miranda', id: '14' });
    expect(await namedPlace(localLookup, 'municipio', '1419', {})).toMatchObject({ nombre: 'Sucre', estado: 'Miranda', id: '1419' });
    expect(await namedPlace(localLookup, 'parroquia', '010104', {})).toMatchObject({
      nombre: 'Mavaka Mavaka', municipio: 'Alto Orinoco', estado: 'Amazonas', id: '010104',
    });
    expect(await namedPlace(ine, 'estado', 'id:21', {})).toMatchObject({ nombre: 'La Guaira', id: '21' });
    expect(await namedPlace(ine, 'parroquia', '020104', {})).toMatchObject({ nombre: 'Mavaca', id: '010104' });
    expect(await namedPlace(ine, 'estado', 'VE-Z', {})).toMatchObject({ nombre: 'Amazonas', id: '01' });
  });

  it('passes through a number that names nothing', async () => {
    expect(await namedPlace(localLookup, 'estado', '99', {})).toEqual({ nombre: '99', estado: undefined, municipio: undefined });
  });
});
