import { writeCsv } from '@vegeo/csv';
import type { CambioPrevisto, Informe, Vista } from '@vegeo/data/importar';

// As the lists' «Exportar» writes CSV: `;` and a byte order mark, as Excel in a Spanish locale reads it.
const SHAPE = { delimiter: ';', linebreak: '\r\n' };
const BOM = '\ufeff';

/** What a change writes, `campo: antes → después` each. */
export const changesText = (c: CambioPrevisto) => c.campos.map((f) => `${f.campo}: ${f.antes ?? '∅'} → ${f.despues ?? '∅'}`).join('; ');

/** The preview as CSV: one line per change, with its fields, errors, conflict, doubt and whether it is selected. */
export function previewCsv(vista: Vista, seleccion: ReadonlySet<string>): string {
  const header = ['fila', 'clave', 'accion', 'id', 'registro', 'cambios', 'errores', 'conflicto', 'duda', 'aviso', 'aplicable', 'seleccionado'];
  const rows = vista.cambios.map((c) => [
    c.fila === null ? '' : String(c.fila),
    c.clave,
    c.accion,
    c.id ?? '',
    c.nombre,
    changesText(c),
    c.errores.map((e) => `${e.campo}: ${e.mensaje}`).join('; '),
    c.conflicto?.mensaje ?? '',
    c.duda ? `${c.duda.mensaje} (${c.duda.candidatos.map((k) => `${k.id} ${k.nombre}`).join(', ')})` : '',
    c.aviso ?? '',
    c.aplicable ? 'sí' : 'no',
    seleccion.has(c.clave) ? 'sí' : 'no',
  ]);
  return BOM + writeCsv([header, ...rows], SHAPE);
}

/** The report as CSV: one line per change of the preview, what became of it and why. */
export function reportCsv(informe: Informe): string {
  const header = ['fila', 'clave', 'accion', 'id', 'registro', 'resultado', 'motivo', 'ids'];
  const rows = informe.filas.map((f) => [f.fila === null ? '' : String(f.fila), f.clave, f.accion, f.id ?? '', f.nombre, f.resultado, f.motivo, f.ids.join(' ')]);
  return BOM + writeCsv([header, ...rows], SHAPE);
}
