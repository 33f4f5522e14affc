// Loaded on the first search: the page does not download @vegeo/data's search until a person types.
import { createBuscar } from '@vegeo/data';
import type { Nivel, Place } from '../types.js';
import { paisOf } from './paisOf.js';

/** The places a search runs over: the levels loaded so far. */
export interface SearchLevels {
  estados: readonly Place[];
  municipios?: readonly Place[];
  parroquias?: readonly Place[];
}

export interface SearchOptions {
  /** Only this level. */
  nivel?: Nivel;
  /** Only places of this estado (an id). */
  estadoId?: string;
  /** Only places of this municipio (an id). */
  municipioId?: string;
  max: number;
}

/** A place found, its level, and the city it was found by, if any. */
export interface Hit {
  place: Place;
  nivel: Nivel;
  ciudad?: string;
}

export type Search = (text: string, options: SearchOptions) => Hit[];

/**
 * `@vegeo/data`'s search (case, accents and typos forgiven, best first, cities leading to their
 * estado and municipio) over `levels`, answering with the places themselves.
 */
export function createSearch(levels: SearchLevels): Search {
  const { pais, ids, renombres } = paisOf(levels);
  const buscar = createBuscar(pais, { ids, renombres });
  const byId = {
    estado: new Map(levels.estados.map((p) => [p.id, p])),
    municipio: new Map((levels.municipios ?? []).map((p) => [p.id, p])),
    parroquia: new Map((levels.parroquias ?? []).map((p) => [p.id, p])),
  };
  return (text, { nivel, estadoId, municipioId, max }) => {
    // The filters are names to @vegeo/data; the ids check below keeps namesakes out.
    const estado = estadoId === undefined ? undefined : byId.estado.get(estadoId)?.nombre;
    const municipio = municipioId === undefined ? undefined : byId.municipio.get(municipioId)?.nombre;
    const hits: Hit[] = [];
    for (const hit of buscar(text, { tipo: nivel, estado, municipio, max })) {
      const place = byId[hit.tipo].get(hit.id);
      if (!place || (estadoId !== undefined && (place.estadoId ?? place.id) !== estadoId)) continue;
      if (municipioId !== undefined && place.municipioId !== municipioId) continue;
      hits.push(hit.ciudad === undefined ? { place, nivel: hit.tipo } : { place, nivel: hit.tipo, ciudad: hit.ciudad });
    }
    return hits;
  };
}
