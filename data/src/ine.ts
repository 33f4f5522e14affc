import corrections from '../ine/correcciones.json' with { type: 'json' };
import raw from '../ine.json' with { type: 'json' };
import { deepFreeze } from './_lib/freeze.js';
import type { PaisData, Tipo } from './types.js';

/** One entry of `ine/correcciones.json`: one change, its sources and whether it is applied. */
export interface Correccion {
  /** `c001`, `c002` … */
  id: string;
  /** The kind of change: `renombre`, `ortografia`, `alta`, `baja` … (see data/README.md). */
  clase: string;
  accion: 'editar' | 'crear' | 'borrar';
  /** `*` for the entry that gives every record its code. */
  tipo: Tipo | '*';
  /** The record's id (for `crear`, the new one), or `*`. */
  registro: string;
  campo: string | null;
  antes: string | null;
  despues: string | null;
  /** Ids of `ine/fuentes.json`. */
  fuentes: string[];
  confianza: 'alta' | 'media' | 'baja';
  estado: 'aplicada' | 'pendiente';
  nota?: string;
}

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

/** The corrections the `ine` edition was generated with, applied and pending, in file order. */
export const correcciones: readonly Correccion[] = deepFreeze(corrections as Correccion[]);
