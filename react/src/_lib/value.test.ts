import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedSource } from '../embedded/embeddedSource.js';
import type { Place, UbicacionValue } from '../types.js';
import type { Loaded } from './useLevels.js';
import { cascade, EMPTY, valueOf } from './value.js';

let loaded: Required<Loaded>;
const find = (nivel: keyof Loaded, id: string) => loaded[nivel].find((place) => place.id === id) as Place;
const merida = { id: '13', nombre: 'Mérida', codigo_ine: '14' };
const libertador = { id: '1312', nombre: 'Libertador', codigo_ine: '1412' };
const milla = { id: '131211', nombre: 'Milla', codigo_ine: '141211' };
const full: UbicacionValue = { estado: merida, municipio: libertador, parroquia: milla };

beforeAll(async () => {
  const source = embeddedSource('ine');
  loaded = { estado: await source.load('estado'), municipio: await source.load('municipio'), parroquia: await source.load('parroquia') };
});

describe('cascade', () => {
  it('a parroquia chosen first brings its municipio and estado', () => {
    expect(cascade(EMPTY, 'parroquia', find('parroquia', '131211'), loaded)).toEqual(full);
  });

  it('a municipio chosen first brings its estado, and keeps no parroquia of another municipio', () => {
    expect(cascade(EMPTY, 'municipio', find('municipio', '1312'), loaded)).toEqual({ estado: merida, municipio: libertador, parroquia: null });
    expect(cascade(full, 'municipio', find('municipio', '1301'), loaded)).toMatchObject({ estado: merida, parroquia: null });
  });

  it('another estado clears the municipio and parroquia that are not in it; the same estado keeps them', () => {
    expect(cascade(full, 'estado', find('estado', '23'), loaded)).toEqual({ estado: expect.objectContaining({ nombre: 'Zulia' }), municipio: null, parroquia: null });
    expect(cascade(full, 'estado', find('estado', '13'), loaded)).toEqual(full);
  });

  it('clearing a level clears the levels below it', () => {
    expect(cascade(full, 'estado', null, loaded)).toEqual(EMPTY);
    expect(cascade(full, 'municipio', null, loaded)).toEqual({ ...full, municipio: null, parroquia: null });
    expect(cascade(full, 'parroquia', null, loaded)).toEqual({ ...full, parroquia: null });
  });

  it('tells by the ids where the lower levels are not loaded yet', () => {
    const onlyEstados = { estado: loaded.estado };
    expect(cascade(full, 'estado', find('estado', '13'), onlyEstados)).toEqual(full);
    expect(cascade(full, 'estado', find('estado', '14'), onlyEstados)).toMatchObject({ municipio: null, parroquia: null });
  });
});

describe('valueOf', () => {
  it('names ids from the places loaded, and keeps the names given', () => {
    expect(valueOf({ estado: '13', municipio: { id: '1312' } }, ['estado', 'municipio'], loaded)).toEqual({ estado: merida, municipio: libertador, parroquia: null });
    expect(valueOf({ estado: { id: '13', nombre: 'Mi Mérida' } }, ['estado'], loaded).estado).toEqual({ id: '13', nombre: 'Mi Mérida' });
  });

  it('leaves an id unnamed while its level is not loaded, and drops levels below `nivel`', () => {
    expect(valueOf({ estado: '13', parroquia: '131211' }, ['estado', 'municipio'], {})).toEqual({ estado: { id: '13', nombre: '' }, municipio: null, parroquia: null });
  });
});
