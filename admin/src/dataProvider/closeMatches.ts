import { normalizeName, PUNTUACION_ERRATA } from '@vegeo/data';
import type { GeoSnapshot } from './liveGeo.js';
import { pickerSearch } from './pickerSearch.js';
import { page } from './queries.js';
import { GEO_RESOURCES, type GeoResource, type GeoRow } from './rows.js';

/** A place of another list that a search names: where «¿Quiso decir…?» leads. */
export interface Suggestion {
  resource: GeoResource;
  id: string;
  nombre: string;
}

/**
 * What a list answers with besides its rows when no row holds every word searched (`meta` of
 * react-admin's `getList`): `parecidos`, the text, when the rows are `vegeo buscar`'s closest
 * matches instead; `sugerencias`, the closest names, of this list first, else of the others.
 */
export interface CloseMatchesMeta {
  parecidos: string;
  sugerencias: Suggestion[];
}

const NAME_FIELD = { estados: 'estado', municipios: 'municipio', parroquias: 'parroquia' } as const;
const SUGGESTIONS = 3;

const nameOf = (resource: GeoResource, row: GeoRow) => String((row as unknown as Record<string, unknown>)[NAME_FIELD[resource]]);

/**
 * The rows of `resource` that `vegeo buscar` finds for `text` (typos forgiven, a name with its
 * estado or municipio), best first, one page of them with their total; with suggestions of what
 * the person may have meant. `undefined` when the data cannot be searched that way.
 */
export function closeMatches(
  snapshot: GeoSnapshot,
  resource: GeoResource,
  text: string,
  narrow: { estadoId?: string; municipioId?: string },
  pagination?: { page: number; perPage: number },
): { data: GeoRow[]; total: number; meta: CloseMatchesMeta } | undefined {
  // A list answers what reads as its text misspelt, not every name a search would rank («zzz»).
  const hits = pickerSearch(snapshot, resource, text, narrow, PUNTUACION_ERRATA);
  if (!hits) return undefined;
  // A name whose every word was typed (`catedral` for `catedral lara`) says nothing new.
  const typed = new Set(normalizeName(text).split(' '));
  const suggest = (where: GeoResource, rows: GeoRow[]) =>
    rows.map((row) => ({ resource: where, id: row.id, nombre: nameOf(where, row) })).filter((hit) => !normalizeName(hit.nombre).split(' ').every((word) => typed.has(word)));
  let sugerencias = suggest(resource, hits);
  if (hits.length === 0) {
    sugerencias = GEO_RESOURCES.filter((other) => other !== resource).flatMap((other) => suggest(other, pickerSearch(snapshot, other, text, {}, PUNTUACION_ERRATA) ?? []));
  }
  const unique = [...new Map(sugerencias.map((hit) => [`${hit.resource}/${normalizeName(hit.nombre)}`, hit])).values()];
  return { data: page(hits, pagination), total: hits.length, meta: { parecidos: text, sugerencias: unique.slice(0, SUGGESTIONS) } };
}
