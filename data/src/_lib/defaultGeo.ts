import { geoOf } from './geo.js';
import { renamesOf } from './renames.js';
import { pais } from '../pais.js';
import { renombres } from '../renombres.js';
import type { Geo } from '../createGeo.js';

let geo: Geo | undefined;

/** The lookups over the embedded dataset, built on first use (importing stays cheap). */
export function defaultGeo(): Geo {
  return (geo ??= geoOf(pais, () => Math.random(), renamesOf(renombres)));
}
