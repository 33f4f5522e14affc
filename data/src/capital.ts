import { capitalOf } from './_lib/summary.js';
import { pais } from './pais.js';
import type { EstadoResult } from './types.js';

/**
 * The capital of the country: the Distrito Capital's `estado` result, deeply frozen. `estado()`
 * without a name answers a fresh copy of it.
 *
 * @example
 * capital.estado; // 'Distrito Capital'
 * capital.capital; // 'Caracas'
 * capital.id; // '24'
 */
export const capital: EstadoResult = /* @__PURE__ */ capitalOf(pais); // pure: a bundle that never reads it leaves the call out
