import { checkOptions, isName, nameOption, randomIndex } from './check.js';
import { estadoFilter } from './lookupEstado.js';
import { parroquiaResult } from './results.js';
import type { EstadoEntry, GeoIndex, ParroquiaEntry } from './geoIndex.js';
import type { ParroquiaOptions, ParroquiaResult } from '../types.js';

const NONE: readonly never[] = [];

export type ParroquiaLookup = (
  nombre?: string | null,
  opciones?: ParroquiaOptions | null,
) => ParroquiaResult[] | ParroquiaResult | undefined;

/** The parroquias a random pick draws from: all, or those the filters keep. */
function pool(index: GeoIndex, estado: EstadoEntry | null, municipioKey: string): readonly ParroquiaEntry[] {
  const all = index.parroquias;
  const inEstado =
    estado === null ? all : all.slice(estado.parroquiaStart, estado.parroquiaStart + estado.parroquiaCount);
  return municipioKey === '' ? inEstado : inEstado.filter((p) => p.municipio.key === municipioKey);
}

/**
 * `parroquia` over `index`: every parroquia of that name in dataset order, kept by the
 * `municipio` and `estado` options; without a name, one drawn uniformly among those kept.
 */
export function lookupParroquia(index: GeoIndex, random: () => number): ParroquiaLookup {
  return function parroquia(nombre, opciones) {
    const named = isName(nombre) ? index.parroquiasByName.find(nombre) : undefined;
    const matches = named === null ? NONE : named;
    const options = checkOptions(opciones);
    const municipioKey = nameOption(options?.municipio, 'municipio');
    const estado = estadoFilter(index, options?.estado);
    if (estado === undefined) return undefined;

    if (matches === undefined) {
      const candidates = pool(index, estado, municipioKey);
      const size = candidates.length;
      return size === 0 ? undefined : parroquiaResult(candidates[randomIndex(random, size)]);
    }
    const results: ParroquiaResult[] = [];
    for (const entry of matches) {
      if (estado !== null && entry.municipio.estado !== estado) continue;
      if (municipioKey !== '' && entry.municipio.key !== municipioKey) continue;
      results.push(parroquiaResult(entry));
    }
    return results.length === 0 ? undefined : results;
  };
}
