import { defaultGeo } from './_lib/defaultGeo.js';
import type { EstadoOptions, EstadoResult } from './types.js';

/**
 * Looks up a region (one of the 23 estados or the Distrito Capital) by name.
 *
 * Names match ignoring case, accents on vowels and extra blanks (see {@link normalizeName}).
 * Without a name (`undefined`, `null`, `''` or blanks) it answers the capital of the country,
 * the Distrito Capital.
 *
 * @param nombre - The region's name.
 * @param opciones - `municipios: true` lists the municipio names instead of counting them.
 * @returns `{ iso_31662, estado, capital, municipios, parroquias, id, id_estado, ciudades? }`,
 *   a fresh object, or `undefined` when no region has that name.
 * @throws {TypeError} `El nombre no puede ser '<typeof nombre>'` when `nombre` is neither text
 *   nor absent (`5`, `0`, `false`, `{}` …); also when an option has the wrong type.
 *
 * @example
 * estado('merida');
 * // { iso_31662: 'VE-L', estado: 'Mérida', capital: 'Mérida', municipios: 23,
 * //   parroquias: 86, id: '13', id_estado: 13, ciudades: [ … ] }
 *
 * @example
 * estado('Distrito Capital', { municipios: true }).municipios; // ['Libertador']
 * estado('Atlantis'); // undefined
 */
export function estado(nombre?: string | null, opciones?: EstadoOptions | null): EstadoResult | undefined {
  return defaultGeo().estado(nombre, opciones);
}
