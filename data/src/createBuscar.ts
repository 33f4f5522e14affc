import { POSITIONAL } from './_lib/ids.js';
import { renamesOf } from './_lib/renames.js';
import { createBuscar as searchOver, type Buscar } from './_lib/search/index.js';
import type { CreateGeoOptions } from './createGeo.js';
import type { PaisData } from './types.js';

/** Options of {@link createBuscar}: `createGeo`'s, but for `random`, which a search never uses. */
export type CreateBuscarOptions = Omit<CreateGeoOptions, 'random'>;

/**
 * {@link buscar} over `pais` alone, without the lookups `createGeo` also builds: for a search over
 * part of the country (the estados only, or a picker's places as they load) or over data that
 * has no Distrito Capital. It answers exactly as `createGeo(pais, options).buscar` does.
 *
 * `pais` is copied (as JSON): changing it afterwards changes nothing in the search. The index is
 * built on the first search.
 *
 * @param pais - Regions in the dataset's shape; their municipios and parroquias may be empty.
 * @param options - `renombres` and `ids`, as `createGeo` takes them.
 * @returns The search, as `buscar` takes its arguments.
 * @throws {TypeError} When `pais` is not a list of regions, or `ids` is not a `Map`.
 *
 * @example
 * const estados = pais.map((e) => ({ ...e, municipios: [] }));
 * createBuscar(estados)('merda')[0]?.nombre; // 'Mérida'
 */
export function createBuscar(pais: PaisData, options: CreateBuscarOptions = {}): Buscar {
  if (!Array.isArray(pais)) throw new TypeError(`El país debe ser una lista de estados, no '${typeof pais}'`);
  const { renombres, ids = POSITIONAL } = options;
  if (!(ids instanceof Map)) throw new TypeError("La opción 'ids' debe ser un Map de id por posición a id guardado");
  let search: Buscar | undefined;
  const copy = JSON.parse(JSON.stringify(pais)) as PaisData;
  return (texto, opciones) => (search ??= searchOver(copy, renamesOf(renombres), new Map(ids)))(texto, opciones);
}
