// Lookups by INE code in the ine edition, and by a place's other name in both editions.
import { describe, expect, it } from 'vitest';
import { ine } from './ine.js';
import { buscar, createGeo, estado, municipio, pais, parroquia, renombres } from './index.js';

const geo = createGeo(ine);

describe('lookups by INE code (ine edition)', () => {
  it('find a parroquia, a municipio and an estado by code, and every result shows its code', () => {
    expect(geo.parroquia('190601')).toEqual([
      expect.objectContaining({ parroquia: 'Marigüitar', municipio: 'Bolívar', estado: 'Sucre', id: '180601', codigo_ine: '190601' }),
    ]);
    expect(geo.municipio('1906')).toMatchObject({ municipio: 'Bolívar', estado: 'Sucre', id: '1806', codigo_ine: '1906', parroquias: 1 });
    expect(geo.estado('24')).toMatchObject({ estado: 'La Guaira', id: '21', codigo_ine: '24', iso_31662: 'VE-X' });
    expect(geo.estado('Mérida')?.codigo_ine).toBe('14');
    expect(geo.capital.codigo_ine).toBe('01');
    expect((geo.parroquia('Catedral') as { codigo_ine?: string }[]).every((p) => /^\d{6}$/.test(p.codigo_ine!))).toBe(true);
  });

  it('find nothing by code in the default edition, which has none', () => {
    expect(parroquia('190601')).toBeUndefined();
    expect(estado('24')).toBeUndefined();
    expect(estado('Mérida')).not.toHaveProperty('codigo_ine');
  });

  it('leave a name first when a code could also be read as one', () => {
    expect(geo.parroquia('23 de Enero')).toEqual([expect.objectContaining({ codigo_ine: '010122' })]);
  });
});

describe('a renamed place, by either name', () => {
  it('default edition: the old name answers, and says what it is called now', () => {
    expect(renombres).toContainEqual({ id: '21', nombre_actual: 'La Guaira' });
    expect(estado('La Guaira')).toMatchObject({ estado: 'Vargas', iso_31662: 'VE-W', id: '21', nombre_actual: 'La Guaira' });
    expect(estado('vargas')).toMatchObject({ estado: 'Vargas', nombre_actual: 'La Guaira' });
    expect(municipio('Angostura del Orinoco')).toMatchObject({ municipio: 'Heres', id: '0606', nombre_actual: 'Angostura del Orinoco' });
    expect(parroquia('paraute')).toEqual([expect.objectContaining({ parroquia: 'Alonso de Ojeda', nombre_actual: 'Paraute' })]);
    // La Guaira is also a parroquia's and a capital's name: those lookups are unchanged.
    expect(parroquia('La Guaira')).toEqual([expect.objectContaining({ parroquia: 'La Guaira', municipio: 'Vargas' })]);
  });

  it('ine edition: the new name answers, and says what it was called', () => {
    expect(geo.estado('Vargas')).toMatchObject({ estado: 'La Guaira', id: '21', nombre_anterior: 'Vargas' });
    expect(geo.estado('La Guaira')).toMatchObject({ estado: 'La Guaira', nombre_anterior: 'Vargas' });
    expect(geo.municipio('Heres')).toMatchObject({ municipio: 'Angostura del Orinoco', nombre_anterior: 'Heres' });
    // Municipio Vargas keeps its name: found by it first.
    expect(geo.municipio('Vargas')).toMatchObject({ municipio: 'Vargas', estado: 'La Guaira' });
    expect(geo.parroquia('Juan de Villegas')).toEqual([expect.objectContaining({ parroquia: 'Guerrera Ana Soto', nombre_anterior: 'Juan de Villegas' })]);
  });

  it('createGeo takes the default edition\'s renames as an option', () => {
    expect(createGeo(pais).estado('La Guaira')).toBeUndefined();
    expect(createGeo(pais, { renombres }).estado('La Guaira')).toEqual(estado('La Guaira'));
  });
});

describe('buscar ranks another name like a name', () => {
  it('default edition: an exact old name scores 1, once, saying the current name', () => {
    const [first, ...rest] = buscar('la guaira', { tipo: 'estado' });
    expect(first).toEqual({ tipo: 'estado', nombre: 'Vargas', id: '21', estado: 'Vargas', puntuacion: 1, nombre_actual: 'La Guaira' });
    expect(rest.map((hit) => hit.id)).not.toContain('21');
    expect(buscar('paraute', { max: 1 })[0]).toMatchObject({ tipo: 'parroquia', nombre: 'Alonso de Ojeda', puntuacion: 1, nombre_actual: 'Paraute' });
    // Found by its own name, a place says nothing of the other.
    expect(buscar('vargas', { tipo: 'estado', max: 1 })[0]).toEqual({ tipo: 'estado', nombre: 'Vargas', id: '21', estado: 'Vargas', puntuacion: 1 });
  });

  it('ine edition: the old name finds the place, with typos too, ranked with the names', () => {
    const hits = geo.buscar('vargas', { max: 5 });
    expect(hits[0]).toMatchObject({ tipo: 'estado', nombre: 'La Guaira', puntuacion: 1, nombre_anterior: 'Vargas' });
    expect(hits[1]).toMatchObject({ tipo: 'municipio', nombre: 'Vargas', puntuacion: 1 });
    expect(hits[1]).not.toHaveProperty('nombre_anterior');
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length);
    expect(geo.buscar('heress', { tipo: 'municipio', max: 1 })[0]).toMatchObject({ nombre: 'Angostura del Orinoco', nombre_anterior: 'Heres' });
  });
});
