import { deepFreeze } from './_lib/freeze.js';
import { geoOf } from './_lib/geo.js';
import { POSITIONAL } from './_lib/ids.js';
import { renamesOf } from './_lib/renames.js';
import { baseNamesOf } from './_lib/baseNames.js';
import type { EstadoLookup } from './_lib/lookupEstado.js';
import type { MunicipioLookup } from './_lib/lookupMunicipio.js';
import type { ParroquiaLookup } from './_lib/lookupParroquia.js';
import type { Buscar } from './_lib/search/index.js';
import type { Renombre } from './renombres.js';
import type { EstadoResult, PaisData, Totales } from './types.js';

/** Options of {@link createGeo}. */
export interface CreateGeoOptions {
  /**
   * The source of the random entries that `municipio()` and `parroquia()` answer without a name:
   * a number in [0, 1), like `Math.random` (the default). A source returning `k / n` picks entry
   * `k` of the `n` candidates, in dataset order.
   */
  random?: () => number;
  /**
   * Places `pais` calls by a former name, with the name each has now (the default edition's are
   * {@link renombres}): found by either name, their results carry `nombre_actual`.
   */
  renombres?: readonly Renombre[];
  /**
   * The ids the records are stored under, where they differ from the id their position gives them
   * (`EEMM` for the m-th municipio of estado EE…): after a delete in a database, the records that
   * followed it. `storedIds(tree)` gives them for a flat tree; `fromFlat(tree)` with these ids
   * answers with the tree's own ids.
   */
  ids?: ReadonlyMap<string, string>;
}

/** The lookups over one country, as {@link createGeo} builds them. */
export interface Geo {
  /** The country it was built from: a deeply frozen copy. */
  readonly pais: PaisData;
  /** Its totals, frozen. */
  readonly totales: Totales;
  /** The Distrito Capital's `estado` result, deeply frozen. */
  readonly capital: EstadoResult;
  /** Like {@link estado}, over this country. */
  readonly estado: EstadoLookup;
  /** Like {@link municipio}, over this country. */
  readonly municipio: MunicipioLookup;
  /** Like {@link parroquia}, over this country. */
  readonly parroquia: ParroquiaLookup;
  /** Like {@link buscar}, over this country; its index is built on the first search. */
  readonly buscar: Buscar;
}

/**
 * Builds `estado`, `municipio`, `parroquia`, `buscar` and the country's data over `pais`, a country in the
 * dataset's shape (for instance edited data read back from the database, or the `ine` edition from
 * `@vegeo/data/ine`). Records carrying `codigo_ine` are also found by that code, and records
 * carrying `nombre_anterior` by that name; results carry both. A record that carries the name a
 * correction of the `ine` edition gave it is also found by the default edition's name for it
 * (`Mavaka Mavaka` finds Mavaca; `Calatrava`, the parroquia that absorbed it); a search found by
 * it says so in `nombre_base`. The lookups answer
 * exactly as the package's own do over the embedded dataset; ids follow `pais`'s order.
 *
 * `pais` is copied (as JSON): changing it afterwards changes nothing in the lookups.
 *
 * @param pais - The regions in order, each with its municipios and parroquias; one of them must
 *   be the Distrito Capital (`iso_31662` `VE-A`).
 * @param options - `random`: the source of random entries (default `Math.random`).
 * @returns `{ pais, totales, capital, estado, municipio, parroquia, buscar }`.
 * @throws {TypeError} When `pais` is not a list of regions, has no Distrito Capital, or `random`
 *   is not a function.
 *
 * @example
 * const geo = createGeo(paisFromDatabase);
 * geo.estado('Mérida')?.id; // '13'
 *
 * @example
 * // Deterministic random entries for tests: always the first municipio.
 * createGeo(pais, { random: () => 0 }).municipio()?.municipio; // 'Alto Orinoco'
 * createGeo(pais).buscar('merida', { max: 1 })[0]?.id; // '13'
 *
 * @example
 * // The corrected edition, with INE codes: import { ine } from '@vegeo/data/ine';
 * createGeo(ine).parroquia('190601'); // [{ parroquia: 'Marigüitar', …, codigo_ine: '190601' }]
 */
export function createGeo(pais: PaisData, options: CreateGeoOptions = {}): Geo {
  if (!Array.isArray(pais)) throw new TypeError(`El país debe ser una lista de estados, no '${typeof pais}'`);
  const { random = Math.random, renombres, ids = POSITIONAL } = options;
  if (typeof random !== 'function') {
    throw new TypeError(`La opción 'random' debe ser una función, no '${typeof random}'`);
  }
  if (!(ids instanceof Map)) throw new TypeError("La opción 'ids' debe ser un Map de id por posición a id guardado");
  const copy = deepFreeze(JSON.parse(JSON.stringify(pais)) as PaisData);
  return geoOf(copy, random, renamesOf(renombres), new Map(ids), baseNamesOf(copy, ids));
}
