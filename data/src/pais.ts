import { dataset } from './_lib/dataset.js';
import { deepFreeze } from './_lib/freeze.js';
import type { PaisData } from './types.js';

/**
 * The whole country as published: the 24 regions (23 estados and the Distrito Capital) in order,
 * each with its municipios and their parroquias. Deeply frozen: assigning to it throws in strict
 * code and changes nothing otherwise.
 *
 * @example
 * pais.length; // 24
 * pais[12].estado; // 'Mérida'
 * pais[12].municipios[0].municipio; // 'Alberto Adriani'
 */
export const pais: PaisData<string> = deepFreeze(dataset);
