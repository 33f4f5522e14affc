import { basename } from 'node:path';
import { CsvError, readCsvFile, type Codificacion } from '@vegeo/csv';
import { CAMPOS, filasDe, foldHeader, reconocerColumnas, type Campo, type Columnas, type Fila } from '@vegeo/data/importar';
import type { Tipo } from '@vegeo/data';
import { usage } from '../../userError.js';

/** A file read for an import: its bytes (its id is their hash), its rows by field, and how its columns were found. */
export interface ImportFile {
  bytes: Uint8Array;
  header: string[];
  columnas: Columnas;
  filas: Fila[];
}

/**
 * Reads the file at `path` (its `bytes`) as CSV, as `@vegeo/csv`'s `readCsvFile` reads it (UTF-8
 * or Windows-1252 as found or as `codificacion` says), and finds its columns by header or by
 * `--columnas`. Every problem is a usage error in Spanish: an empty file, one that is not CSV, a
 * wrong encoding, a missing column.
 */
export async function readImportFile(file: { path: string; bytes: Uint8Array }, tipo: Tipo, options: { codificacion?: Codificacion; columnas?: string }): Promise<ImportFile> {
  const name = basename(file.path);
  const { bytes } = file;
  let header: string[];
  let rows: string[][];
  try {
    ({ header, rows } = await readCsvFile(name, bytes, { codificacion: options.codificacion, askWindows1252: 'pruebe --codificacion windows-1252' }));
  } catch (error) {
    throw error instanceof CsvError ? usage(error.message) : error;
  }
  const { columnas } = reconocerColumnas(header, tipo, chosenColumns(header, options.columnas));
  if (columnas.nombre === undefined && columnas.id === undefined && columnas.codigo_ine === undefined) {
    throw usage(
      `Falta la columna del nombre (${tipo}), del id o del código INE en el encabezado de «${name}» (${header.join(', ')}): indíquela con --columnas nombre=….`,
    );
  }
  return { bytes, header, columnas, filas: filasDe(rows, columnas) };
}

/** `--columnas nombre=PARROQUIA,codigo_ine=COD`: each field at the column of that header (case and accents aside). */
export function chosenColumns(header: readonly string[], text: string | undefined): Columnas {
  const columnas: Columnas = {};
  if (text === undefined) return columnas;
  const folded = header.map(foldHeader);
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    const campo = part.slice(0, Math.max(eq, 0)).trim() as Campo;
    if (eq < 0 || !CAMPOS.includes(campo)) throw usage(`--columnas espera campo=columna (${CAMPOS.join(', ')}), no «${part}».`);
    const at = folded.indexOf(foldHeader(part.slice(eq + 1)));
    if (at < 0) throw usage(`La columna «${part.slice(eq + 1).trim()}» no está en el encabezado: ${header.join(', ')}.`);
    columnas[campo] = at;
  }
  return columnas;
}
