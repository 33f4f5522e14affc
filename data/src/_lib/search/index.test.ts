import { describe, expect, it } from 'vitest';
import type { PaisData } from '../../types.js';
import { createBuscar } from './index.js';

// An edited geography, as the functions build it from the database: renamed, reordered, extended.
function edited(): PaisData {
  return [
    {
      iso_31662: 'VE-Z',
      estado: 'Tierra Nueva',
      capital: 'Puerto Nuevo',
      id_estado: 7,
      municipios: [
        { municipio: 'Bolívar', capital: 'Puerto Nuevo', parroquias: ['Puerto Nuevo', 'Bolívar', 'La Esperanza'] },
        { municipio: 'Sin Parroquias', capital: 'Nada', parroquias: [] },
        { municipio: 'Bolívar', capital: 'El Alto', parroquias: ['El Alto'] },
      ],
    },
    {
      iso_31662: 'VE-Y',
      estado: 'Bolívar',
      capital: 'Ciudad Nueva',
      id_estado: 12,
      municipios: [{ municipio: 'Esperanza', capital: 'Ciudad Nueva', parroquias: ['Ciudad Nueva', 'Esperanza'] }],
    },
  ];
}

describe('createBuscar', () => {
  it('searches any dataset, with ids from id_estado and positions', () => {
    const buscar = createBuscar(edited());
    expect(buscar('bolivar').map((r) => [r.tipo, r.id, r.estado, r.municipio])).toEqual([
      ['estado', '12', 'Bolívar', undefined],
      ['municipio', '0701', 'Tierra Nueva', 'Bolívar'],
      ['municipio', '0703', 'Tierra Nueva', 'Bolívar'],
      ['parroquia', '070102', 'Tierra Nueva', 'Bolívar'],
    ]);
    expect(buscar('el alto')[0]).toEqual({ tipo: 'parroquia', nombre: 'El Alto', id: '070301', estado: 'Tierra Nueva', municipio: 'Bolívar', puntuacion: 1 });
    expect(buscar('Sin Parroquias')[0]?.id).toBe('0702');
  });

  it('leaves out the municipio field of an estado', () => {
    expect(Object.keys(createBuscar(edited())('Tierra Nueva')[0]!)).toEqual(['tipo', 'nombre', 'id', 'estado', 'puntuacion']);
  });

  it('ranks an exact name over a prefix, a prefix over a later word', () => {
    const buscar = createBuscar(edited());
    expect(buscar('esperanza').map((r) => [r.id, r.puntuacion < 1])).toEqual([
      ['1201', false],
      ['120102', false],
      ['070103', true],
    ]);
    expect(buscar('nueva').map((r) => r.nombre)).toEqual(['Tierra Nueva', 'Ciudad Nueva', 'Puerto Nuevo']);
  });

  it('filters by estado and municipio names of that dataset', () => {
    const buscar = createBuscar(edited());
    expect(buscar('bolivar', { estado: 'tierra nueva' }).map((r) => r.id)).toEqual(['0701', '0703', '070102']);
    expect(buscar('e', { municipio: 'BOLIVAR', tipo: 'parroquia' }).map((r) => r.id)).toEqual(['070301', '070103']);
    expect(buscar('bolivar', { estado: 'Mérida' })).toEqual([]);
  });

  it('does not see changes made to the dataset after it was built', () => {
    const pais = edited();
    const buscar = createBuscar(pais);
    pais[0]!.estado = 'Cambiado';
    pais[0]!.municipios[0]!.parroquias.push('Nueva Parroquia');
    expect(buscar('Cambiado')).toEqual([]);
    expect(buscar('Nueva Parroquia')).toEqual([]);
    expect(buscar('tierra nueva')[0]?.nombre).toBe('Tierra Nueva');
  });

  it('searches an empty dataset, finding nothing', () => {
    expect(createBuscar([])('sucre')).toEqual([]);
    expect(() => createBuscar([])(5 as unknown as string)).toThrow(new TypeError("El nombre no puede ser 'number'"));
  });

  it('keeps searches apart: one query leaves no trace in the next', () => {
    const buscar = createBuscar(edited());
    const alone = buscar('esperanza');
    buscar('bolivar', { max: 1 });
    buscar('zzzzzzzzzzzzzzzz');
    expect(buscar('esperanza')).toEqual(alone);
  });
});
