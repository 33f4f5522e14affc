import { lookupsOf, type Lookups } from './geo.js';
import { renamesOf } from './renames.js';
import { pais } from '../pais.js';
import { renombres } from '../renombres.js';

let geo: Lookups | undefined;

/**
 * The lookups over the embedded dataset, built on first use (importing stays cheap). Without the
 * search, which `buscar` builds apart: a bundle using only these leaves it out.
 */
export function defaultGeo(): Lookups {
  return (geo ??= lookupsOf(pais, () => Math.random(), renamesOf(renombres)));
}
