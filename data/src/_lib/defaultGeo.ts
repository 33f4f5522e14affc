import { geoOf } from './geo.js';
import { pais } from '../pais.js';
import type { Geo } from '../createGeo.js';

let geo: Geo | undefined;

/** The lookups over the embedded dataset, built on first use (importing stays cheap). */
export function defaultGeo(): Geo {
  return (geo ??= geoOf(pais, () => Math.random()));
}
