import type { PasoImportado } from '../../contracts.js';
import type { Tipo } from '../../types.js';
import type { Campo } from './columns.js';

/** What a row does: `mover` is a create under the new parent and a delete of the old record, applied together. */
export type AccionPrevista = 'crear' | 'editar' | 'borrar' | 'mover' | 'ninguna';

/** A field the change writes, as it is and as it would be (`null`: absent). */
export interface CampoCambiado {
  campo: string;
  antes: string | null;
  despues: string | null;
}

/** An error that keeps the row from being applied, under the row's field it concerns (`fila`: the row as a whole). */
export interface ErrorDeCampo {
  campo: Campo | 'fila';
  mensaje: string;
}

/**
 * A conflict, which the person settles: `version`, the record changed since the file was made
 * (applying overwrites that change); `hijos`, a delete of a record with children (applying takes
 * them too); `nombre`, the name is taken (never applicable: its error says by whom).
 */
export interface Conflicto {
  motivo: 'version' | 'nombre' | 'hijos';
  mensaje: string;
}

/** A match that is not sure: the records the row may mean; the person picks one (or `nuevo`, for a create). */
export interface Duda {
  mensaje: string;
  candidatos: { id: string; nombre: string }[];
  /** Whether `nuevo` (create the row as a new record) is one of the choices. */
  nuevo: boolean;
}

/** One change of the preview: one per row, and (for a full list) one per record the list no longer has. */
export interface CambioPrevisto {
  /** Stable within the file: `f12` for the row on line 12, `falta:140101` for a missing record. */
  clave: string;
  /** The file's line of the row; `null` for a missing record. */
  fila: number | null;
  accion: AccionPrevista;
  tipo: Tipo;
  /** The record it touches; `null` for a create (or a row that matched none). */
  id: string | null;
  /** The record as a person names it: `Altagracia (Maracaibo, Zulia)`. */
  nombre: string;
  campos: CampoCambiado[];
  errores: ErrorDeCampo[];
  conflicto: Conflicto | null;
  duda: Duda | null;
  /** Why nothing is done or what to know (`Ya tiene esos datos`, `Se borra solo con «borrar lo que falta»`). */
  aviso: string | null;
  /** Whether it can be sent as the choices stand: no error, no open doubt, its conflict accepted. */
  aplicable: boolean;
  /** The steps `importarRegistros` takes for it; empty when not applicable or nothing to do. */
  pasos: PasoImportado[];
}

/** The preview of a file: the changes in the file's order, missing records last. */
export interface Vista {
  tipo: Tipo;
  modo: 'cambios' | 'lista';
  cambios: CambioPrevisto[];
  resumen: Resumen;
}

export interface Resumen {
  crear: number;
  editar: number;
  borrar: number;
  mover: number;
  ninguna: number;
  /** Changes with an error, with a conflict, with an open doubt; and those applicable. */
  errores: number;
  conflictos: number;
  dudas: number;
  aplicables: number;
}

/**
 * The narrow part of name matching the preview uses: the records of `tipo` a name means under
 * `padre` (anywhere when undefined), and whether that is sure. The default reads names as
 * `normalizar` does (typos, prefixes, abbreviations), its unsure answers shown as doubts; a
 * caller may stand in another (names folded as the callables fold them, say).
 */
export interface Emparejador {
  buscar(tipo: Tipo, nombre: string, padre: string | undefined): { ids: string[]; seguro: boolean; motivo?: string };
}
