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

/** The lookups over `pais`, which the caller has deeply frozen; `renames`, `ids` and `baseNames` as `buildIndex` takes them. */
export function geoOf(pais: PaisData, random: () => number, renames: Renames = NO_RENAMES, ids: StoredIds = POSITIONAL, baseNames: BaseNames = NO_BASE_NAMES): Geo {
  const index = buildIndex(pais, renames, ids, baseNames);
  const capitalRegion = capitalData(pais);
  const capitalEntry = index.estados.find((entry) => entry.data === capitalRegion)!;
  // The search index costs more to build than the rest: built on the first search.
  let search: Buscar | undefined;
  return {
    pais,
    totales: totalsOf(pais),
    capital: capitalOf(pais),
    estado: lookupEstado(index, capitalEntry),
    municipio: lookupMunicipio(index, random),
    parroquia: lookupParroquia(index, random),
    buscar: (texto, opciones) => (search ??= createBuscar(pais, renames, ids, baseNames))(texto, opciones),
  };
}
