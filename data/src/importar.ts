// `@vegeo/data/importar`: an import of a file into `/geo`, previewed change by change before
// anything is written, then applied through `importarRegistros`. Pure: no I/O, no Node APIs, so
// the admin app runs it in the browser and the CLI in the terminal over the same code.
export { CAMPOS, filasDe, foldHeader, reconocerColumnas, type Campo, type Columnas, type ColumnasReconocidas, type Fila } from './_lib/importar/columns.js';
export type { GeoRecords } from './_lib/importar/geoIndex.js';
export { previsualizar, type PrevisualizarOptions } from './_lib/importar/preview.js';
export type { AccionPrevista, CambioPrevisto, CampoCambiado, Conflicto, Duda, Emparejador, ErrorDeCampo, Resumen, Vista } from './_lib/importar/types.js';
export { aplicarImportacion, idDeImportacion, LOTE_MAXIMO, type AplicarOptions, type Informe, type Resultado, type ResultadoFila } from './_lib/importar/apply.js';
export { foreignScript } from './_lib/importar/scripts.js';
export { forbiddenCharacter, nameKey } from './_lib/importar/text.js';
export { tablaDeInforme, tablaDeVista, textoDeCampos, textoDeDuda, textoDeErrores, type TablaDeVistaOptions } from './_lib/importar/table.js';
