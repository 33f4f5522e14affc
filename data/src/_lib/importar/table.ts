import type { Informe } from './apply.js';
import type { CambioPrevisto, Vista } from './types.js';

/** A field absent before or after a change, as the tables write it. */
const NADA = '—';

/**
 * What a change writes, `campo: antes → después` each: `parroquia: Bolívar → Bolívar Libertador;
 * codigo_ine: — → 231399`.
 */
export const textoDeCampos = (c: CambioPrevisto): string => c.campos.map(({ campo, antes, despues }) => `${campo}: ${antes ?? NADA} → ${despues ?? NADA}`).join('; ');

/** A change's errors, `campo: mensaje` each. */
export const textoDeErrores = (c: CambioPrevisto): string => c.errores.map(({ campo, mensaje }) => `${campo}: ${mensaje}`).join('; ');

/** A change's doubt and the choices it leaves: `Hay 11 con el nombre «Sucre»: elija cuál (1419 Sucre (Miranda) | … | nuevo)`; `''` without one. */
export function textoDeDuda(c: CambioPrevisto): string {
  if (!c.duda) return '';
  const choices = [...c.duda.candidatos.map((k) => `${k.id} ${k.nombre}`), ...(c.duda.nuevo ? ['nuevo'] : [])];
  return `${c.duda.mensaje} (${choices.join(' | ')})`;
}

const si = (yes: boolean) => (yes ? 'sí' : 'no');
const filaDe = (fila: number | null) => (fila === null ? '' : String(fila));

/** Options of {@link tablaDeVista}. */
export interface TablaDeVistaOptions {
  /** The keys of the changes the person selected: adds the column `seleccionado`. */
  seleccion?: ReadonlySet<string>;
}

/**
 * The preview as a table to write as CSV, header first: one row per change, with the record, what
 * it writes, its errors, conflict, doubt and notice, and whether it applies (and is selected).
 *
 * @example tablaDeVista(vista)[0]
 * // ['fila', 'clave', 'accion', 'id', 'registro', 'cambios', 'errores', 'conflicto', 'duda', 'aviso', 'aplicable']
 */
export function tablaDeVista(vista: Vista, options: TablaDeVistaOptions = {}): string[][] {
  const { seleccion } = options;
  const header = ['fila', 'clave', 'accion', 'id', 'registro', 'cambios', 'errores', 'conflicto', 'duda', 'aviso', 'aplicable', ...(seleccion ? ['seleccionado'] : [])];
  const rows = vista.cambios.map((c) => [
    filaDe(c.fila),
    c.clave,
    c.accion,
    c.id ?? '',
    c.nombre,
    textoDeCampos(c),
    textoDeErrores(c),
    c.conflicto ? `${c.conflicto.motivo}: ${c.conflicto.mensaje}` : '',
    textoDeDuda(c),
    c.aviso ?? '',
    si(c.aplicable),
    ...(seleccion ? [si(seleccion.has(c.clave))] : []),
  ]);
  return [header, ...rows];
}

/**
 * The report of an import as a table to write as CSV, header first: one row per change, what
 * became of it and why, and the ids it wrote.
 *
 * @example tablaDeInforme(informe)[0] // ['fila', 'clave', 'accion', 'id', 'registro', 'resultado', 'motivo', 'ids']
 */
export function tablaDeInforme(informe: Informe): string[][] {
  const header = ['fila', 'clave', 'accion', 'id', 'registro', 'resultado', 'motivo', 'ids'];
  return [header, ...informe.filas.map((f) => [filaDe(f.fila), f.clave, f.accion, f.id ?? '', f.nombre, f.resultado, f.motivo, f.ids.join(' ')])];
}
