import { defaultGeo } from './_lib/defaultGeo.js';
import type { MunicipioOptions, MunicipioResult } from './types.js';

/**
 * Looks up a municipio by name. Many names repeat across estados (Sucre 11 times, Bolívar 9,
 * Libertador 7 …): the first in dataset order answers, or the one in the `estado` option.
 *
 * Names match ignoring case, accents on vowels and extra blanks (see {@link normalizeName}).
 * Without a name (`undefined`, `null`, `''` or blanks) it answers one municipio drawn uniformly
 * among all 335, or among those of the `estado` option.
 *
 * @param nombre - The municipio's name.
 * @param opciones - `parroquias: true` lists the parroquia names instead of counting them;
 *   `estado` looks only in that estado (a name, matched like any name).
 * @returns `{ municipio, capital, estado, parroquias, id, estadoId }`, a fresh object, or
 *   `undefined` when there is no such municipio (or no such estado).
 * @throws {TypeError} `El nombre no puede ser '<typeof nombre>'` when `nombre` is neither text
 *   nor absent; also when an option has the wrong type.
 *
 * @example
 * municipio('Libertador');
 * // { municipio: 'Libertador', capital: 'Palo Negro', estado: 'Aragua', parroquias: 2,
 * //   id: '0408', estadoId: '04' }
 *
 * @example
 * municipio('libertador', { estado: 'Mérida', parroquias: true }).parroquias; // names, in order
 * municipio('Sucre', { estado: 'Atlantis' }); // undefined
 */
export function municipio(nombre?: string | null, opciones?: MunicipioOptions | null): MunicipioResult | undefined {
  return defaultGeo().municipio(nombre, opciones);
}
