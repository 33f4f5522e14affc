import { pais, renombres, toFlat, type PaisData } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { describe, expect, it } from 'vitest';
import type { Place } from '../types.js';
import { embeddedSource } from './embeddedSource.js';

/** Every record of an edition as a place, from @vegeo/data's own flat form. */
function expected(edition: PaisData, actual: Map<string, string>) {
  const tree = toFlat(edition);
  const extras = (id: string, record: { codigo_ine?: string; nombre_anterior?: string }) => ({
    ...(record.codigo_ine ? { codigo_ine: record.codigo_ine } : {}),
    ...(record.nombre_anterior ? { nombre_anterior: record.nombre_anterior } : {}),
    ...(actual.has(id) ? { nombre_actual: actual.get(id) } : {}),
  });
  return {
    estado: Object.entries(tree.estados).map(([id, e]) => ({ id, nombre: e.estado, iso_31662: e.iso_31662, capital: e.capital, ...(e.ciudades ? { ciudades: e.ciudades } : {}), ...extras(id, e) })),
    municipio: Object.entries(tree.municipios).map(([id, m]) => ({ id, nombre: m.municipio, estadoId: m.estadoId, capital: m.capital, ...extras(id, m) })),
    parroquia: Object.entries(tree.parroquias).map(([id, p]) => ({ id, nombre: p.parroquia, estadoId: p.estadoId, municipioId: p.municipioId, ...extras(id, p) })),
  };
}

const byId = (places: readonly Place[]) => [...places].sort((a, b) => a.id.localeCompare(b.id));

describe('the embedded editions', () => {
  it.each([
    ['ine', ine, new Map<string, string>(), { estado: 24, municipio: 335, parroquia: 1146 }],
    ['base', pais, new Map(renombres.map((r) => [r.id, r.nombre_actual])), { estado: 24, municipio: 335, parroquia: 1139 }],
  ] as const)('%s: every place of @vegeo/data with its id, parents, INE code and other name', async (edicion, edition, actual, totals) => {
    const want = expected(edition, actual);
    const source = embeddedSource(edicion);
    for (const nivel of ['estado', 'municipio', 'parroquia'] as const) {
      const places = await source.load(nivel);
      expect(places).toHaveLength(totals[nivel]);
      expect(byId(places)).toEqual(byId(want[nivel]));
    }
  });

  it('the ine edition carries INE codes where @vegeo/data has them, and the base edition none', async () => {
    const ineParroquias = await embeddedSource('ine').load('parroquia');
    expect(ineParroquias.filter((p) => p.codigo_ine).length).toBe(1134);
    expect(ineParroquias.find((p) => p.nombre === 'Marigüitar')).toMatchObject({ id: '180601', codigo_ine: '190601' });
    expect((await embeddedSource('base').load('parroquia')).some((p) => p.codigo_ine)).toBe(false);
  });

  it('refuses an unknown edition', () => {
    expect(() => embeddedSource('otra' as 'ine')).toThrow(new TypeError("La edición debe ser 'ine' o 'base', no 'otra'"));
  });
});
