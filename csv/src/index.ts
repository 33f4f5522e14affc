export { CODIFICACIONES, codificacionOf, detectCodificacion, type Codificacion } from './encoding.js';
export { CsvError, parseColumnChoice, recognizeColumns, type ColumnChoice, type PlaceColumns } from './columns.js';
export { parseCsv, writeCsv, type CsvInput, type CsvShape, type NodeLikeStream, type RowsHandler } from './parse.js';
export { readCsvFile, type CsvFile, type ReadCsvFileOptions } from './readCsvFile.js';
