import type { EstadoEntry, GeoIndex, MunicipioEntry, ParroquiaEntry } from '../geoIndex.js';
import type { Tipo } from '../../types.js';

/** One record of any level, with its ancestors: what a reading of a row points at. */
export interface Place {
  readonly tipo: Tipo;
  readonly id: string;
  readonly nombre: string;
  readonly codigo: string | undefined;
  readonly estado: EstadoEntry;
  readonly municipio: MunicipioEntry | undefined;
  readonly parroquia: ParroquiaEntry | undefined;
}

/** Every record of `index` by id, as a {@link Place}. */
export function placesOf(index: GeoIndex): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const e of index.estados) {
    places.set(e.id, { tipo: 'estado', id: e.id, nombre: e.data.estado, codigo: e.codigo, estado: e, municipio: undefined, parroquia: undefined });
  }
  for (const m of index.municipios) {
    places.set(m.id, { tipo: 'municipio', id: m.id, nombre: m.data.municipio, codigo: m.codigo, estado: m.estado, municipio: m, parroquia: undefined });
  }
  for (const p of index.parroquias) {
    places.set(p.id, { tipo: 'parroquia', id: p.id, nombre: p.nombre, codigo: p.codigo, estado: p.municipio.estado, municipio: p.municipio, parroquia: p });
  }
  return places;
}

export const LEVELS: readonly Tipo[] = ['estado', 'municipio', 'parroquia'];
export const DEPTH: Readonly<Record<Tipo, number>> = { estado: 0, municipio: 1, parroquia: 2 };

/** The id of `place`'s record at `tipo` (its own or an ancestor's), `undefined` below it. */
export function idAt(place: Place, tipo: Tipo): string | undefined {
  if (tipo === 'estado') return place.estado.id;
  if (tipo === 'municipio') return place.municipio?.id;
  return place.parroquia?.id;
}
