import { checkOptions, flagOption, nameKey } from './check.js';
import { estadoResult } from './results.js';
import type { EstadoEntry, GeoIndex } from './geoIndex.js';
import type { EstadoOptions, EstadoResult } from '../types.js';

export type EstadoLookup = (nombre?: string | null, opciones?: EstadoOptions | null) => EstadoResult | undefined;

/** The region entry a name option designates: `null` when absent, `undefined` when unknown. */
export function estadoFilter(index: GeoIndex, key: string): EstadoEntry | null | undefined {
  return key === '' ? null : index.estadoByName.get(key);
}

/** `estado` over `index`; without a name it answers `capital`, the Distrito Capital's entry. */
export function lookupEstado(index: GeoIndex, capital: EstadoEntry): EstadoLookup {
  const byName = index.estadoByName;
  return function estado(nombre, opciones) {
    let entry = typeof nombre === 'string' ? byName.get(nombre) : undefined;
    if (entry === undefined) {
      const key = nameKey(nombre);
      entry = key === '' ? capital : byName.get(key);
    }
    const listMunicipios = opciones == null ? false : flagOption(checkOptions(opciones)?.municipios, 'municipios');
    return entry === undefined ? undefined : estadoResult(entry, listMunicipios);
  };
}
