import { CsvError, detectCodificacion, parseCsv, type Codificacion } from '@vegeo/csv';
import { filasDe, reconocerColumnas, type Campo, type Columnas, type Fila } from '@vegeo/data/importar';
import type { Tipo } from '@vegeo/data';

/** A CSV file read for an import: its bytes (its id is their hash), its table, and how it was decoded. */
export interface TablaImportada {
  nombre: string;
  bytes: Uint8Array;
  codificacion: Codificacion;
  encabezado: string[];
  filas: string[][];
}

/** A file that cannot be imported: its message is for the person, in Spanish. */
export class ArchivoInvalido extends Error {}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads a file as the CLI's `importar` reads it (`@vegeo/csv`: UTF-8 or Windows-1252 as found,
 * or as the person chose): an empty file, one that is not CSV, a wrong encoding or damaged
 * characters are refused with a Spanish message, and nothing else happens.
 */
export async function leerTabla(nombre: string, bytes: Uint8Array, elegida?: Codificacion): Promise<TablaImportada> {
  if (bytes.length === 0 || bytes.every((byte) => byte <= 0x20)) throw new ArchivoInvalido(`El archivo «${nombre}» está vacío.`);
  if (ZIP.every((byte, i) => bytes[i] === byte)) throw new ArchivoInvalido(`«${nombre}» no es un archivo CSV: parece un libro de Excel (.xlsx); guárdelo como «CSV UTF-8».`);
  if (bytes.subarray(0, 8192).includes(0)) throw new ArchivoInvalido(`«${nombre}» no es un archivo CSV de texto (tiene bytes nulos).`);
  const codificacion = elegida ?? detectCodificacion(bytes);
  let text: string;
  try {
    text = new TextDecoder(codificacion, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ArchivoInvalido(`«${nombre}» no está en ${codificacion.toUpperCase()}: elija la codificación Windows-1252 (lo que guarda Excel como «CSV»).`);
  }
  const broken = text.indexOf('\ufffd');
  if (broken >= 0) {
    const line = text.slice(0, broken).split('\n').length;
    throw new ArchivoInvalido(`«${nombre}» tiene caracteres dañados (�) en la línea ${line}: se guardó mal o en otra codificación.`);
  }
  const table: string[][] = [];
  try {
    await parseCsv(text, (rows) => void table.push(...rows));
  } catch (error) {
    if (error instanceof CsvError) throw new ArchivoInvalido(`«${nombre}»: ${error.message}`);
    throw error;
  }
  const [encabezado, ...filas] = table;
  if (!encabezado) throw new ArchivoInvalido(`El archivo «${nombre}» está vacío.`);
  if (filas.length === 0) throw new ArchivoInvalido(`El archivo «${nombre}» solo tiene el encabezado: no hay filas que importar.`);
  return { nombre, bytes, codificacion, encabezado, filas };
}

/**
 * The columns found by header (`reconocerColumnas`), in the order of the header: the same as the
 * CLI finds for the same file, so the import's id (`idDeImportacion`) is the same there.
 */
export function columnasDe(tabla: TablaImportada, tipo: Tipo): Columnas {
  return reconocerColumnas(tabla.encabezado, tipo).columnas;
}

/** `columnas` with column `index` read as `campo` (`undefined`: not read), keys in the header's order. */
export function conColumna(columnas: Columnas, index: number, campo: Campo | undefined): Columnas {
  const byIndex = new Map<number, Campo>();
  for (const [field, at] of Object.entries(columnas) as [Campo, number][]) if (field !== campo && at !== index) byIndex.set(at, field);
  if (campo) byIndex.set(index, campo);
  return Object.fromEntries([...byIndex].sort(([a], [b]) => a - b).map(([at, field]) => [field, at])) as Columnas;
}

/** The table's rows by field; a table without the record's name, id or INE code column is refused. */
export function filasDeTabla(tabla: TablaImportada, tipo: Tipo, columnas: Columnas): Fila[] {
  if (columnas.nombre === undefined && columnas.id === undefined && columnas.codigo_ine === undefined) {
    throw new ArchivoInvalido(`Falta la columna del nombre (${tipo}), del id o del código INE en el encabezado (${tabla.encabezado.join(', ')}): elíjala en «Columnas».`);
  }
  return filasDe(tabla.filas, columnas);
}
