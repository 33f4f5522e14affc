import { keysOf } from './_lib/keysOf.js';
import type { UbicacionClaves, UbicacionInput } from './types.js';

/**
 * The ids of a selector's value, as a backend stores them: `{ estado, municipio, parroquia }`,
 * each an id of `@vegeo/data` (`13`, `1312`, `131211`) or `null`. Takes the value `onChange` gives
 * and also ids alone (a form's default left as it came).
 *
 * @throws {TypeError} For a value that is not a selector's.
 *
 * @example
 * idsDe({ estado: { id: '13', nombre: 'Mérida', codigo_ine: '14' }, municipio: null, parroquia: null });
 * // { estado: '13', municipio: null, parroquia: null }
 * idsDe(null); // { estado: null, municipio: null, parroquia: null }
 */
export function idsDe(valor: UbicacionInput | null | undefined): UbicacionClaves {
  return keysOf(valor, (given) => (typeof given === 'string' ? given : given.id));
}
