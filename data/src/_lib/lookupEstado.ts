import { checkOptions, flagOption, isName, textOption } from './check.js';
import { estadoResult } from './results.js';
import type { EstadoEntry, GeoIndex } from './geoIndex.js';
import type { EstadoOptions, EstadoResult } from '../types.js';

export type EstadoLookup = (nombre?: string | null, opciones?: EstadoOptions | null) => EstadoResult | undefined;

/**
 * The region an `estado` option designates: `null` when absent or blank (no narrowing),
 * `undefined` when no region has that name.
 */
export function estadoFilter(index: GeoIndex, value: unknown): EstadoEntry | null | undefined {
  const text = textOption(value, 'estado');
  if (text === undefined) return null;
  const found = index.estadoByName.find(text);
  return found === null ? undefined : (found ?? null);
}

/** `estado` over `index`; without a name it answers `capital`, the Distrito Capital's entry. */
export function lookupEstado(index: GeoIndex, capital: EstadoEntry): EstadoLookup {
  // Read once, not on every call: the hottest lookup should not pay for the index's laziness.
  const byName = index.estadoByName;
  return function estado(nombre, opciones) {
    const found = isName(nombre) ? byName.find(nombre) : undefined;
    const listMunicipios = opciones == null ? false : flagOption(checkOptions(opciones)?.municipios, 'municipios');
    if (found === null) return undefined;
    return estadoResult(found ?? capital, listMunicipios);
  };
}
