import { NO_BASE_NAMES, NO_RENAMES, type BaseNames, type Renames } from './extras.js';
import { buildIndex } from './geoIndex.js';
import { createBuscar, type Buscar } from './search/index.js';
import { lookupEstado } from './lookupEstado.js';
import { lookupMunicipio } from './lookupMunicipio.js';
import { lookupParroquia } from './lookupParroquia.js';
import { capitalData, capitalOf, totalsOf } from './summary.js';
import type { Geo } from '../createGeo.js';
import type { PaisData } from '../types.js';
import { POSITIONAL, type StoredIds } from './ids.js';

/** The three lookups by name, without the search: what `estado`, `municipio` and `parroquia` need. */
export type Lookups = Pick<Geo, 'estado' | 'municipio' | 'parroquia'>;

/**
 * The lookups by name over `pais`, which the caller has deeply frozen; `renames`, `ids` and
 * `baseNames` as `buildIndex` takes them. Apart from `geoOf` so that a bundle using only these
 * leaves the search out.
 */
export function lookupsOf(pais: PaisData, random: () => number, renames: Renames = NO_RENAMES, ids: StoredIds = POSITIONAL, baseNames: BaseNames = NO_BASE_NAMES): Lookups {
  const index = buildIndex(pais, renames, ids, baseNames);
  const capitalRegion = capitalData(pais);
  const capitalEntry = index.estados.find((entry) => entry.data === capitalRegion)!;
  return {
    estado: lookupEstado(index, capitalEntry),
    municipio: lookupMunicipio(index, random),
    parroquia: lookupParroquia(index, random),
  };
}

/** The lookups and the search over `pais`, which the caller has deeply frozen. */
export function geoOf(pais: PaisData, random: () => number, renames: Renames = NO_RENAMES, ids: StoredIds = POSITIONAL, baseNames: BaseNames = NO_BASE_NAMES): Geo {
  // The search index costs more to build than the rest: built on the first search.
  let search: Buscar | undefined;
  return {
    pais,
    totales: totalsOf(pais),
    capital: capitalOf(pais),
    ...lookupsOf(pais, random, renames, ids, baseNames),
    buscar: (texto, opciones) => (search ??= createBuscar(pais, renames, ids, baseNames))(texto, opciones),
  };
}
