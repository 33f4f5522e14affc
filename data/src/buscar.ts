import { dataset } from './_lib/dataset.js';
import { renamesOf } from './_lib/renames.js';
import { renombres } from './renombres.js';
import { createBuscar, type Buscar } from './_lib/search/index.js';
import type { BuscarOptions, BuscarResult } from './types.js';

let search: Buscar | undefined;

/**
 * Ranked fuzzy search over every estado, municipio and parroquia, best first: for a name typed
 * by a person, with typos, in any case, with or without accents, or still being typed.
 *
 * - Case, accents on vowels (ñ is a letter of its own), punctuation and extra blanks are ignored.
 * - A typo (a letter missing, extra, swapped with the next or wrong) is tolerated; two in a text
 *   of seven letters or more, when one finds nothing. One- and two-letter texts tolerate none.
 * - A text matches the beginning of names (`'mara'` finds Mara, Maracaibo …, then names an edit
 *   away such as Maroa), and the beginning of any later word of a name (`'cristobal'` finds
 *   San Cristóbal), ranked below whole names.
 * - A text of several words that names nothing as a whole is read as a name and its place:
 *   words at the end or the start that are exactly (after the folding above) an estado's or a
 *   municipio's name narrow the rest to it (`'maracaibo zulia'`, `'catedral iribarren'`; an
 *   `estado` or `municipio` option already given keeps its place). Failing that, or when the text
 *   as typed matches only weakly, a text of two or three words is also tried in the other word
 *   orders (`'cristobal san'` finds San Cristóbal). Such hits score 0.95 and 0.9 of what the name
 *   alone would, and each place is listed once.
 * - A text that names no place exactly may name a city: an estado's capital or one of its
 *   ciudades, or a municipio's capital (`'barquisimeto'` finds Lara and Iribarren). Such a place
 *   carries `ciudad`, the city's name, and scores 0.9 of what the city's name alone would; the
 *   city is matched with typos only when no name matches the text at all. A place also found by
 *   its own name keeps the better of the two.
 * - An exact name (after the folding above) scores 1 and comes first; every other hit scores
 *   less. Equal scores list estados, then municipios, then parroquias, each in dataset order, so
 *   names shared by several places (11 municipios Sucre) all appear, told apart by `estado`.
 *
 * The index is built on the first call (a few milliseconds) and reused.
 *
 * @param texto - The text searched. Empty or blank text (punctuation alone too) finds nothing.
 * @param opciones - Narrow and limit the search:
 *   `tipo` only `'estado'`, `'municipio'` or `'parroquia'`;
 *   `estado` only places of the state with that name;
 *   `municipio` only municipios with that name and their parroquias;
 *   `max` at most this many results (a positive integer, default 10).
 *   `estado` and `municipio` are names matched exactly after the same folding; an unknown one
 *   finds nothing, a blank one narrows nothing. Absent fields may be `undefined` or `null`.
 * @returns Fresh plain objects, best first:
 *   `{ tipo, nombre, id, estado, municipio?, puntuacion, ciudad? }`, where `id` is `EE`, `EEMM`
 *   or `EEMMPP`, `estado` the state's name, `municipio` the municipality's name (for a
 *   municipio, its own; absent for an estado), `puntuacion` a score in (0, 1], 1 for an exact
 *   name, and `ciudad` the city a place was found by (absent when found by its own name).
 *   `[]` when nothing matches.
 * @throws {TypeError} `El nombre no puede ser '<typeof texto>'` when `texto` is not text
 *   (`undefined` and `null` included: a search needs a text); when `opciones` is not an object,
 *   `tipo` is not one of the three, `estado`/`municipio` is not text or `max` not a number.
 * @throws {RangeError} When `max` is not a positive integer.
 *
 * @example
 * buscar('maracaybo', { max: 1 });
 * // [{ tipo: 'municipio', nombre: 'Maracaibo', id: '2314', estado: 'Zulia',
 * //    municipio: 'Maracaibo', puntuacion: 0.889 }]
 *
 * @example
 * buscar('MERIDA')[0]; // { tipo: 'estado', nombre: 'Mérida', id: '13', estado: 'Mérida', puntuacion: 1 }
 * buscar('sucre', { tipo: 'municipio' }).length; // 10: the first of the 11 Sucre (see `max`)
 * buscar('libertador', { estado: 'Mérida' })[0].id; // '1312'
 * buscar('libertador merida')[0].id; // '1312', puntuacion 0.95
 * buscar('el vigia').map((r) => `${r.nombre} (${r.ciudad})`); // ['Mérida (El Vigía)', 'Alberto Adriani (El Vigía)']
 * buscar(''); // []
 */
export function buscar(texto: string, opciones?: BuscarOptions | null): BuscarResult[] {
  search ??= createBuscar(dataset, renamesOf(renombres));
  return search(texto, opciones);
}
