// Lookups by INE code in the ine edition, and by a place's other name in both editions.
import { describe, expect, it } from 'vitest';
import { correcciones, ine } from './ine.js';
import { buscar, createGeo, estado, fromFlat, municipio, pais, parroquia, renombres, storedIds, toFlat, type Geo } from './index.js';

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
    expect(municipio('Guajira')).toMatchObject({ municipio: 'Páez', estado: 'Zulia', id: '2307', nombre_actual: 'Guajira' });
    // La Guaira is also a parroquia's and a capital's name: those lookups are unchanged.
    expect(parroquia('La Guaira')).toEqual([expect.objectContaining({ parroquia: 'La Guaira', municipio: 'Vargas' })]);
  });

  it('ine edition: the new name answers, and says what it was called', () => {
    expect(geo.estado('Vargas')).toMatchObject({ estado: 'La Guaira', id: '21', nombre_anterior: 'Vargas' });
    expect(geo.estado('La Guaira')).toMatchObject({ estado: 'La Guaira', nombre_anterior: 'Vargas' });
    expect(geo.municipio('Heres')).toMatchObject({ municipio: 'Angostura del Orinoco', nombre_anterior: 'Heres' });
    // Municipio Vargas keeps its name: found by it first.
    expect(geo.municipio('Vargas')).toMatchObject({ municipio: 'Vargas', estado: 'La Guaira' });
    expect(geo.municipio('Páez', { estado: 'Zulia' })).toMatchObject({ municipio: 'Guajira', id: '2307', nombre_anterior: 'Páez' });
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
    expect(buscar('guajira', { tipo: 'municipio', max: 1 })[0]).toMatchObject({ nombre: 'Páez', puntuacion: 1, nombre_actual: 'Guajira' });
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

describe('a corrected place, by the name the default edition gives it (ine edition)', () => {
  // Every name a correction changed (a renaming aside), with the record that has the new one: a
  // parroquia merged into another sends its name to the one that absorbed it.
  const corrected = correcciones
    .filter((c) => c.estado === 'aplicada' && c.clase !== 'renombre' && c.registro !== '*')
    .flatMap((c) => {
      if (c.accion === 'editar' && c.campo === c.tipo) return [{ id: c.registro, tipo: c.tipo, antes: c.antes! }];
      if (c.accion !== 'borrar' || c.clase !== 'fusion') return [];
      const into = correcciones.find((e) => e.clase === 'fusion' && e.accion === 'editar' && e.registro.startsWith(c.registro.slice(0, 4)))!;
      return [{ id: into.registro, tipo: c.tipo, antes: c.antes! }];
    });
  const ids = (found: unknown) => (Array.isArray(found) ? found : [found]).map((r: { id?: string } | undefined) => r?.id);
  const lookup = (g: Geo, tipo: string, name: string) =>
    tipo === 'estado' ? g.estado(name) : tipo === 'municipio' ? g.municipio(name) : g.parroquia(name);

  it('finds every one, in the edition and in a database seeded with it', () => {
    expect(corrected.length).toBeGreaterThan(60);
    const tree = toFlat(ine);
    for (const g of [geo, createGeo(fromFlat(tree), { ids: storedIds(tree) })]) {
      for (const { id, tipo, antes } of corrected) expect(ids(lookup(g, tipo, antes)), `${tipo} ${antes}`).toContain(id);
    }
    expect(geo.parroquia('Mavaka Mavaka')).toEqual([expect.objectContaining({ parroquia: 'Mavaca', id: '010104', codigo_ine: '020104' })]);
    expect(geo.parroquia('calatrava')).toEqual([expect.objectContaining({ parroquia: 'Tomás Alfaro Calatrava', id: '021302' })]);
    expect(geo.parroquia('San Juan Eudes')).toEqual([expect.objectContaining({ parroquia: 'San Josecito', id: '192701' })]);
  });

  it('is found by search too, saying by which name', () => {
    expect(geo.buscar('mavaka mavaka', { max: 1 })[0]).toMatchObject({ nombre: 'Mavaca', id: '010104', puntuacion: 1, nombre_base: 'Mavaka Mavaka' });
    expect(geo.buscar('mavaca', { max: 1 })[0]).not.toHaveProperty('nombre_base');
  });

  it('leaves the default edition, and a record edited since, as they are', () => {
    expect(createGeo(pais).parroquia('Calatrava')).toEqual([expect.objectContaining({ parroquia: 'Calatrava', id: '021303' })]);
    expect(buscar('mavaka mavaka', { max: 1 })[0]).not.toHaveProperty('nombre_base');
    const tree = toFlat(ine);
    tree.parroquias['010104']!.parroquia = 'Mavaca de Arriba';
    expect(createGeo(fromFlat(tree)).parroquia('Mavaka Mavaka')).toBeUndefined();
  });
});
