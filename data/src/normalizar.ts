import { dataset } from './_lib/dataset.js';
import { renamesOf } from './_lib/renames.js';
import { Normalizer, type RowTexts } from './_lib/normalizar/normalizer.js';
import { renombres } from './renombres.js';
import type { PaisData, Tipo } from './types.js';

/** One row's place fields, as a spreadsheet gives them: any may be missing, empty or misplaced. */
export interface NormalizarFila {
  estado?: string | number | null;
  municipio?: string | number | null;
  parroquia?: string | number | null;
  /** One free-text field naming the places in any order (`'Pq. Catedral, Libertador, Caracas'`). */
  texto?: string | null;
}

/** Options of {@link normalizar}. */
export interface NormalizarOptions {
  /**
   * The data the rows are read against: the default edition when absent, or another edition's
   * `pais` (`ine` from `@vegeo/data/ine`, which carries INE codes) or edited data.
   */
  edicion?: PaisData | null;
  /** The deepest level wanted (default `'parroquia'`): fields below it are not read. */
  nivel?: Tipo | null;
}

/** How sure an answer is. */
export type Certeza = 'exacta' | 'corregida' | 'ambigua' | 'sin_par';

/** A record of one level, as the edition writes it. */
export interface LugarNormalizado {
  /** `EE`, `EEMM` or `EEMMPP`. */
  id: string;
  nombre: string;
  /** Its INE code in the `ine` edition; `null` in the default edition (which has none). */
  ine: string | null;
}

/** One coherent reading of a row that is `ambigua` (or the best guess of one `sin_par`). */
export interface NormalizarAlternativa {
  estado: LugarNormalizado;
  municipio: LugarNormalizado | null;
  parroquia: LugarNormalizado | null;
  /** How well it fits the row's fields, in [0, 1]. */
  confianza: number;
}

/** What {@link normalizar} answers for one row. */
export interface NormalizarResult {
  estado: LugarNormalizado | null;
  municipio: LugarNormalizado | null;
  parroquia: LugarNormalizado | null;
  certeza: Certeza;
  /** In [0, 1]: 1 for `exacta`, less the more was corrected and the closer another reading came. */
  confianza: number;
  /** What was read to get there (a prefix, an abbreviation, a typo, an old name…), in Spanish; `null` for `exacta`. */
  motivo: string | null;
  /** For `ambigua`, the readings that fit, best first (up to 5); for `sin_par`, the best guess, if any; else `[]`. */
  alternativas: NormalizarAlternativa[];
}

const NIVELES: readonly Tipo[] = ['estado', 'municipio', 'parroquia'];
const normalizers = new WeakMap<PaisData, Normalizer>();
let defaultNormalizer: Normalizer | undefined;

/**
 * Turns one row of hand-typed place data into ids, names and INE codes, saying how sure it is.
 * For cleaning spreadsheets: each row's estado, municipio and parroquia (or one free-text field)
 * is read the way people write them, and the answer says which rows to check by hand.
 *
 * - Case, accents and blanks are folded; a typo is tolerated (as {@link buscar} tolerates it).
 * - Prefixes are read: «Estado», «Edo.», «Municipio», «Mcpio.», «Mun.», «Parroquia», «Pq.»,
 *   «Pquia.»; and abbreviations: «Sta.», «Sto.», «Sn.», «Gral.», «Cnel.», «Dr.», «Mons.», «Pbro.»…
 * - «Capital» and «Autónomo» may be present or not; ISO codes (`VE-L`) and, in the `ine`
 *   edition, INE codes; an estado given by its capital or a city; renamed places by either name.
 * - A name several records share (11 municipios Sucre) is settled by the row's other fields; a
 *   field in another level's column is read too (for less).
 * - `texto` is split at commas, semicolons, slashes and « - » into places, in any order.
 *
 * The answer is always coherent: the parroquia lies in the municipio, which lies in the estado.
 * It never guesses: when more than one reading fits about as well it is `ambigua` (with
 * `alternativas`), and when a field finds no good match it is `sin_par` (with the levels above it
 * that did match). Rows with repeated values cost a lookup in a memory after the first.
 *
 * @param fila - `{ estado?, municipio?, parroquia? }`, `{ texto }`, or both.
 * @param opciones - `edicion` (another edition's `pais`, e.g. `ine`), `nivel` (the deepest level wanted).
 * @returns `{ estado, municipio, parroquia, certeza, confianza, motivo, alternativas }`: each level
 *   `{ id, nombre, ine }` or `null`; `certeza` `exacta` (equal once folded), `corregida` (read
 *   through a typo, prefix, abbreviation, code, city or old name: `motivo` says which),
 *   `ambigua` or `sin_par`.
 * @throws {TypeError} When `fila` is not an object, a field is neither text, a number nor absent,
 *   or an option has the wrong type. {@link RangeError} for an unknown `nivel`.
 *
 * @example
 * normalizar({ estado: 'EDO. MERIDA', municipio: 'LIBERTADOR', parroquia: 'DOMINGO PEÑA' });
 * // { estado: { id: '13', nombre: 'Mérida', ine: null }, municipio: { id: '1312', … },
 * //   parroquia: { id: '131204', nombre: 'Domingo Peña', … }, certeza: 'corregida',
 * //   confianza: 1, motivo: 'prefijo «EDO.»', alternativas: [] }
 *
 * @example
 * normalizar({ municipio: 'Sucre' }).certeza; // 'ambigua': 11 municipios, in `alternativas`
 * normalizar({ estado: 'Miranda', municipio: 'Sucre' }).municipio?.id; // '1419'
 * normalizar({ texto: 'Pq. Catedral, Libertador, Caracas' }).parroquia?.nombre; // 'Catedral'
 *
 * @example
 * import { ine } from '@vegeo/data/ine';
 * normalizar({ estado: 'Vargas' }, { edicion: ine }).estado; // { id: '21', nombre: 'La Guaira', ine: '24' }
 */
export function normalizar(fila: NormalizarFila, opciones?: NormalizarOptions | null): NormalizarResult {
  const row = checkRow(fila);
  const { edicion, nivel } = checkNormalizarOptions(opciones);
  const normalizer = edicion === undefined ? (defaultNormalizer ??= new Normalizer(dataset, renamesOf(renombres))) : normalizerOf(edicion);
  return normalizer.answer(row, nivel);
}

function normalizerOf(pais: PaisData): Normalizer {
  let normalizer = normalizers.get(pais);
  if (normalizer === undefined) {
    normalizer = new Normalizer(pais, new Map());
    normalizers.set(pais, normalizer);
  }
  return normalizer;
}

function checkRow(fila: unknown): RowTexts {
  if (typeof fila !== 'object' || fila === null || Array.isArray(fila)) {
    throw new TypeError(`La fila debe ser un objeto, no '${Array.isArray(fila) ? 'array' : fila === null ? 'null' : typeof fila}'`);
  }
  const row = fila as Record<string, unknown>;
  return { estado: text(row, 'estado'), municipio: text(row, 'municipio'), parroquia: text(row, 'parroquia'), texto: text(row, 'texto') };
}

function text(row: Record<string, unknown>, field: string): string | undefined {
  const value = row[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && field !== 'texto') return String(value);
  throw new TypeError(`El campo '${field}' debe ser texto, no '${typeof value}'`);
}

function checkNormalizarOptions(opciones: unknown): { edicion: PaisData | undefined; nivel: Tipo } {
  if (opciones === undefined || opciones === null) return { edicion: undefined, nivel: 'parroquia' };
  if (typeof opciones !== 'object' || Array.isArray(opciones)) throw new TypeError(`Las opciones deben ser un objeto, no '${typeof opciones}'`);
  const { edicion, nivel } = opciones as Record<string, unknown>;
  if (edicion !== undefined && edicion !== null && !Array.isArray(edicion)) {
    throw new TypeError(`La opción 'edicion' debe ser los datos de una edición (una lista de estados), no '${typeof edicion}'`);
  }
  if (nivel !== undefined && nivel !== null && !NIVELES.includes(nivel as Tipo)) {
    throw new RangeError(`La opción 'nivel' debe ser 'estado', 'municipio' o 'parroquia', no '${String(nivel)}'`);
  }
  return { edicion: (edicion ?? undefined) as PaisData | undefined, nivel: (nivel ?? 'parroquia') as Tipo };
}
