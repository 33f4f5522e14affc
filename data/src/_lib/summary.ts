import { deepFreeze } from './freeze.js';
import { estadoEntry } from './geoIndex.js';
import { estadoResult } from './results.js';
import type { EstadoData, EstadoResult, PaisData, Totales } from '../types.js';

/** The Distrito Capital's ISO 3166-2 code: found by code, as its name may be edited. */
const CAPITAL_ISO = 'VE-A';

/** The Distrito Capital's region in `pais`; a country without one is refused. */
export function capitalData(pais: PaisData): EstadoData {
  const data = pais.find((region) => region.iso_31662 === CAPITAL_ISO);
  if (data === undefined) throw new TypeError(`El país no tiene Distrito Capital (${CAPITAL_ISO})`);
  return data;
}

/** The Distrito Capital's `estado` result, deeply frozen. */
export function capitalOf(pais: PaisData): EstadoResult {
  return deepFreeze(estadoResult(estadoEntry(capitalData(pais), 0, 0), false));
}

/** How many regions, municipios and parroquias `pais` has, frozen. */
export function totalsOf(pais: PaisData): Totales {
  let municipios = 0;
  let parroquias = 0;
  for (const region of pais) {
    municipios += region.municipios.length;
    for (const municipio of region.municipios) parroquias += municipio.parroquias.length;
  }
  return Object.freeze({ estados: pais.length, municipios, parroquias });
}
