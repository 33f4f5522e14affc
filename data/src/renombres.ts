import raw from '../renombres.json' with { type: 'json' };
import { deepFreeze } from './_lib/freeze.js';

/** A place renamed since the default edition's data was published. */
export interface Renombre {
  /** Its id: `EE`, `EEMM` or `EEMMPP`. */
  id: string;
  /** The name it has now. */
  nombre_actual: string;
}

/**
 * The places the default edition still calls by a former name, with the name each has now (from
 * the corrections of the `ine` edition, see data/README.md). The default lookups find them by
 * either name and answer `nombre_actual`; `createGeo(pais, { renombres })` does the same.
 *
 * @example
 * renombres[0]; // { id: '21', nombre_actual: 'La Guaira' }
 * estado('La Guaira')?.estado; // 'Vargas'
 */
export const renombres: readonly Renombre[] = deepFreeze(raw);
