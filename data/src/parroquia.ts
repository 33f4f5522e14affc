import { defaultGeo } from './_lib/defaultGeo.js';
import type { ParroquiaOptions, ParroquiaResult } from './types.js';

/**
 * Looks up parroquias by name: every one with that name, in dataset order, each with its
 * municipio, the municipio's capital and its estado.
 *
 * Names match ignoring case, accents on vowels and extra blanks (see {@link normalizeName}).
 * Without a name (`undefined`, `null`, `''` or blanks) it answers a single parroquia (an object,
 * not a list) drawn uniformly among all 1139, or among those the options keep.
 *
 * @param nombre - The parroquia's name.
 * @param opciones - `municipio`: only parroquias of municipios with that name; `estado`: only
 *   parroquias of that estado. Both are names, matched like any name.
 * @returns A fresh list of `{ parroquia, municipio, capital, estado, id, municipioId, estadoId }`,
 *   or `undefined` when none matches; without a name, one such object.
 * @throws {TypeError} `El nombre no puede ser '<typeof nombre>'` when `nombre` is neither text
 *   nor absent; also when an option has the wrong type.
 *
 * @example
 * parroquia('Altagracia').length; // how many estados have a parroquia Altagracia
 * parroquia('altagracia', { estado: 'Distrito Capital' });
 * // [{ parroquia: 'Altagracia', municipio: 'Libertador', capital: 'Caracas',
 * //    estado: 'Distrito Capital', id: '240102', municipioId: '2401', estadoId: '24' }]
 *
 * @example
 * parroquia(); // one parroquia at random, e.g. { parroquia: 'Catedral', … }
 */
export function parroquia(
  nombre?: string | null,
  opciones?: ParroquiaOptions | null,
): ParroquiaResult[] | ParroquiaResult | undefined {
  return defaultGeo().parroquia(nombre, opciones);
}
