import { CsvError } from './columns.js';
import { detectCodificacion, type Codificacion } from './encoding.js';
import { parseCsv } from './parse.js';

/** Options of {@link readCsvFile}. */
export interface ReadCsvFileOptions {
  /** The encoding the person chose; found from the bytes when absent. */
  codificacion?: Codificacion;
  /**
   * How the person asks for Windows-1252 where they read the file, ending the message of a file
   * that is not UTF-8: `pruebe --codificacion windows-1252` in a terminal, `elija la codificación
   * Windows-1252` in a form.
   */
  askWindows1252?: string;
}

/** A CSV file read whole: its header, its rows and the encoding it was read in. */
export interface CsvFile {
  codificacion: Codificacion;
  header: string[];
  rows: string[][];
}

// The first bytes of a zip archive: an .xlsx workbook is one.
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads a whole CSV file (`name` is how the person knows it, for the messages) as people's tools
 * write it ({@link parseCsv}), in the encoding chosen or found ({@link detectCodificacion}). A file
 * that can't be a table to import is refused, checked in this order: empty (or blank), an Excel
 * workbook, binary (a null byte in its first 8 KiB), not in the encoding, damaged characters (�,
 * naming the line), a quote left open, only a header.
 *
 * @throws {CsvError} With a Spanish message naming the file.
 *
 * @example await readCsvFile('a.csv', new TextEncoder().encode('Parroquia;Municipio\r\nCatia La Mar;Vargas\r\n'))
 * // { codificacion: 'utf-8', header: ['Parroquia', 'Municipio'], rows: [['Catia La Mar', 'Vargas']] }
 * @example await readCsvFile('libro.csv', xlsxBytes) // throws «libro.csv» no es un archivo CSV: parece un libro de Excel (.xlsx); …
 */
export async function readCsvFile(name: string, bytes: Uint8Array, options: ReadCsvFileOptions = {}): Promise<CsvFile> {
  const empty = new CsvError(`El archivo «${name}» está vacío.`);
  if (bytes.every((byte) => byte <= 0x20)) throw empty;
  if (ZIP.every((byte, i) => bytes[i] === byte)) throw new CsvError(`«${name}» no es un archivo CSV: parece un libro de Excel (.xlsx); guárdelo como «CSV UTF-8».`);
  if (bytes.subarray(0, 8192).includes(0)) throw new CsvError(`«${name}» no es un archivo CSV de texto (tiene bytes nulos).`);
  const codificacion = options.codificacion ?? detectCodificacion(bytes);
  let text: string;
  try {
    text = new TextDecoder(codificacion, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const ask = options.askWindows1252 ?? 'léalo como Windows-1252';
    throw new CsvError(`«${name}» no está en ${codificacion.toUpperCase()}: ${ask} (lo que guarda Excel como «CSV»).`);
  }
  const broken = text.indexOf('\ufffd');
  if (broken >= 0) {
    const line = text.slice(0, broken).split('\n').length;
    throw new CsvError(`«${name}» tiene caracteres dañados (�) en la línea ${line}: se guardó mal o en otra codificación.`);
  }
  const table: string[][] = [];
  try {
    await parseCsv(text, (rows) => void table.push(...rows));
  } catch (error) {
    if (error instanceof CsvError) throw new CsvError(`«${name}»: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = table;
  if (!header) throw empty;
  if (rows.length === 0) throw new CsvError(`El archivo «${name}» solo tiene el encabezado: no hay filas que importar.`);
  return { codificacion, header, rows };
}
