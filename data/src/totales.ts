import { totalsOf } from './_lib/summary.js';
import { pais } from './pais.js';
import type { Totales } from './types.js';

/**
 * How many regions, municipios and parroquias the country has. Frozen.
 *
 * @example
 * totales; // { estados: 24, municipios: 335, parroquias: 1139 }
 */
export const totales: Totales = /* @__PURE__ */ totalsOf(pais); // pure: a bundle that never reads it leaves the call out
