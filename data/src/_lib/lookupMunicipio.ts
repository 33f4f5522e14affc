import { checkOptions, flagOption, isName, randomIndex } from './check.js';
import { estadoFilter } from './lookupEstado.js';
import { municipioResult } from './results.js';
import type { GeoIndex, MunicipioEntry } from './geoIndex.js';
import type { MunicipioOptions, MunicipioResult } from '../types.js';

const NONE: readonly never[] = [];

export type MunicipioLookup = (
  nombre?: string | null,
  opciones?: MunicipioOptions | null,
) => MunicipioResult | undefined;

/**
 * `municipio` over `index`: the first municipio of that name in dataset order, within the
 * `estado` option when given; without a name, one drawn uniformly (within that estado).
 */
export function lookupMunicipio(index: GeoIndex, random: () => number): MunicipioLookup {
  return function municipio(nombre, opciones) {
    const named = isName(nombre) ? index.municipiosByName.find(nombre) : undefined;
    const matches = named === null ? NONE : named;
    const options = checkOptions(opciones);
    const listParroquias = flagOption(options?.parroquias, 'parroquias');
    const estado = estadoFilter(index, options?.estado);
    if (estado === undefined) return undefined;

    let found: MunicipioEntry | undefined;
    if (matches === undefined) {
      const size = estado === null ? index.municipios.length : estado.municipioNames.length;
      const start = estado === null ? 0 : estado.municipioStart;
      found = size === 0 ? undefined : index.municipios[start + randomIndex(random, size)];
    } else {
      found = estado === null ? matches[0] : matches.find((m) => m.estado === estado);
    }
    return found === undefined ? undefined : municipioResult(found, listParroquias);
  };
}
