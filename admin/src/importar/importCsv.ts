import { writeCsv } from '@vegeo/csv';
import { tablaDeInforme, tablaDeVista, type Informe, type Vista } from '@vegeo/data/importar';

// As the lists' «Exportar» writes CSV: `;` and a byte order mark, as Excel in a Spanish locale reads it.
const SHAPE = { delimiter: ';', linebreak: '\r\n' };
const BOM = '\ufeff';

/** The preview as CSV: one line per change, with its fields, errors, conflict, doubt and whether it is selected. */
export const previewCsv = (vista: Vista, seleccion: ReadonlySet<string>): string => BOM + writeCsv(tablaDeVista(vista, { seleccion }), SHAPE);

/** The report as CSV: one line per change of the preview, what became of it and why. */
export const reportCsv = (informe: Informe): string => BOM + writeCsv(tablaDeInforme(informe), SHAPE);
