import { keysOf, THE } from './_lib/keysOf.js';
import type { UbicacionClaves, UbicacionInput } from './types.js';

/**
 * The INE codes of a selector's value: `{ estado, municipio, parroquia }`, each the official code
 * (`14`, `1412`, `141211` for Mérida, Libertador, Milla) or `null`: nothing chosen, or a place that
 * has none (the `base` edition carries no codes; in `ine`, a few new parroquias lack one yet).
 * Codes are not ids: Mérida is id `13` and INE `14`.
 *
 * @throws {TypeError} For a level given as an id alone, which carries no code (name the value
 *   first with `ubicacionDe`), or a value that is not a selector's.
 *
 * @example
 * codigosIneDe({ estado: { id: '13', nombre: 'Mérida', codigo_ine: '14' }, municipio: null, parroquia: null });
 * // { estado: '14', municipio: null, parroquia: null }
 */
export function codigosIneDe(valor: UbicacionInput | null | undefined): UbicacionClaves {
  return keysOf(valor, (given, nivel) => {
    if (typeof given === 'string') throw new TypeError(`${THE[nivel]} '${given}' es solo un id, sin su código INE: nombre la ubicación con ubicacionDe()`);
    return 'codigo_ine' in given ? given.codigo_ine : null;
  });
}
