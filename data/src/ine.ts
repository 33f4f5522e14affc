import raw from '../ine.json' with { type: 'json' };
import { deepFreeze } from './_lib/freeze.js';
import type { PaisData } from './types.js';

/**
 * The `ine` edition: the default edition's data with the reviewed corrections applied (see
 * data/README.md), every record carrying its INE code (`codigo_ine`) where OCHA's table gives one,
 * and renamed places their former name (`nombre_anterior`). Ids of the records present in both
 * editions are the same. Its own entry point (`@vegeo/data/ine`), so that code using only the
 * default edition never loads it. Deeply frozen.
 *
 * @example
 * import { createGeo } from '@vegeo/data';
 * import { ine } from '@vegeo/data/ine';
 * const geo = createGeo(ine);
 * geo.estado('Vargas')?.estado; // 'La Guaira' (nombre_anterior: 'Vargas')
 * geo.parroquia('190601'); // [{ parroquia: 'Marigüitar', …, codigo_ine: '190601' }]
 */
export const ine: PaisData = deepFreeze(raw as PaisData);
