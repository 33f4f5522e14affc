import { CsvError, readCsvFile, type Codificacion } from '@vegeo/csv';
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

/**
 * Reads a file as the CLI's `importar` reads it (`@vegeo/csv`'s `readCsvFile`: UTF-8 or
 * Windows-1252 as found, or as the person chose): an empty file, one that is not CSV, a wrong
 * encoding or damaged characters are refused with a Spanish message, and nothing else happens.
 */
export async function leerTabla(nombre: string, bytes: Uint8Array, elegida?: Codificacion): Promise<TablaImportada> {
  try {
    const { codificacion, header, rows } = await readCsvFile(nombre, bytes, { codificacion: elegida, askWindows1252: 'elija la codificación Windows-1252' });
    return { nombre, bytes, codificacion, encabezado: header, filas: rows };
  } catch (error) {
    throw error instanceof CsvError ? new ArchivoInvalido(error.message) : error;
  }
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
