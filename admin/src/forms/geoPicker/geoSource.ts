import { COLLECTION } from '@vegeo/data';
import { placeSource, type Place, type PlaceSource } from '@vegeo/react';
import type { GeoSnapshot, LiveGeo } from '../../dataProvider/liveGeo.js';
import type { RowsByResource } from '../../dataProvider/rows.js';
import { useGeoSnapshot, useRealtime } from '../../realtime/RealtimeContext.js';

const sources = new WeakMap<GeoSnapshot, PlaceSource>();
const pending = new WeakMap<LiveGeo, PlaceSource>();

/** The records of `/geo` as the picker's places (names as stored now, ids as stored). */
export function placesOf(rows: RowsByResource) {
  const extras = (row: { codigo_ine?: string; nombre_anterior?: string }) => ({
    ...(row.codigo_ine ? { codigo_ine: row.codigo_ine } : {}),
    ...(row.nombre_anterior ? { nombre_anterior: row.nombre_anterior } : {}),
  });
  return {
    estados: rows.estados.map((e): Place => ({ id: e.id, nombre: e.estado, capital: e.capital, iso_31662: e.iso_31662, ...(e.ciudades ? { ciudades: e.ciudades } : {}), ...extras(e) })),
    municipios: rows.municipios.map((m): Place => ({ id: m.id, nombre: m.municipio, estadoId: m.estadoId, capital: m.capital, ...extras(m) })),
    parroquias: rows.parroquias.map((p): Place => ({ id: p.id, nombre: p.parroquia, estadoId: p.estadoId, municipioId: p.municipioId, ...extras(p) })),
  };
}

/**
 * The pickers' places: the database's records as they are now (created, renamed or deleted in
 * this or another tab), a new source on each change; until `/geo` has loaded, one that waits for it.
 */
export function useGeoSource(): PlaceSource {
  const { liveGeo } = useRealtime();
  const { snapshot } = useGeoSnapshot();
  if (snapshot) {
    let source = sources.get(snapshot);
    if (!source) sources.set(snapshot, (source = placeSource(placesOf(snapshot.rows))));
    return source;
  }
  let source = pending.get(liveGeo);
  if (!source) {
    pending.set(liveGeo, (source = { load: async (nivel) => placesOf((await liveGeo.load()).rows)[COLLECTION[nivel]] }));
  }
  return source;
}
