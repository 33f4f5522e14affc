import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { codificacionOf, CsvError, detectCodificacion, parseCsv } from '@vegeo/csv';
import { CAMPOS, filasDe, reconocerColumnas, type Campo, type Columnas, type Fila } from '@vegeo/data/importar';
import type { Tipo } from '@vegeo/data';
import { usage } from '../../userError.js';

/** A file read for an import: its bytes (its id is their hash), its rows by field, and how its columns were found. */
export interface ImportFile {
  bytes: Uint8Array;
  header: string[];
  columnas: Columnas;
  filas: Fila[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads `path` as CSV (as `vegeo normalizar` reads it: `@vegeo/csv`, UTF-8 or Windows-1252 as
 * found or as `codificacion` says) and finds its columns by header or by `--columnas`. Every
 * problem is a usage error in Spanish: no file, an empty one, one that is not CSV, a wrong
 * encoding, a missing column.
 */
export async function readImportFile(path: string, tipo: Tipo, options: { codificacion?: string; columnas?: string }): Promise<ImportFile> {
  const name = basename(path);
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw usage(error.code === 'ENOENT' ? `No existe el archivo «${path}».` : `No se puede leer «${path}»: ${error.message}.`);
  });
  if (bytes.length === 0 || bytes.every((byte) => byte <= 0x20)) throw usage(`El archivo «${name}» está vacío.`);
  if (ZIP.every((byte, i) => bytes[i] === byte)) throw usage(`«${name}» no es un archivo CSV: parece un libro de Excel (.xlsx); guárdelo como «CSV UTF-8».`);
  if (bytes.subarray(0, 8192).includes(0)) throw usage(`«${name}» no es un archivo CSV de texto (tiene bytes nulos).`);
  const text = decode(bytes, name, options.codificacion);
  const table: string[][] = [];
  try {
    await parseCsv(text, (rows) => void table.push(...rows));
  } catch (error) {
    if (error instanceof CsvError) throw usage(`«${name}»: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = table;
  if (!header) throw usage(`El archivo «${name}» está vacío.`);
  if (rows.length === 0) throw usage(`El archivo «${name}» solo tiene el encabezado: no hay filas que importar.`);
  const broken = text.indexOf('\ufffd');
  if (broken >= 0) {
    const line = text.slice(0, broken).split('\n').length;
    throw usage(`«${name}» tiene caracteres dañados (�) en la línea ${line}: se guardó mal o en otra codificación.`);
  }
  const { columnas } = reconocerColumnas(header, tipo, chosenColumns(header, options.columnas));
  if (columnas.nombre === undefined && columnas.id === undefined && columnas.codigo_ine === undefined) {
    throw usage(
      `Falta la columna del nombre (${tipo}), del id o del código INE en el encabezado de «${name}» (${header.join(', ')}): indíquela con --columnas nombre=….`,
    );
  }
  return { bytes, header, columnas, filas: filasDe(rows, columnas) };
}

function decode(bytes: Uint8Array, name: string, asked: string | undefined): string {
  const encoding = asked === undefined ? detectCodificacion(bytes) : codificacionOf(asked);
  if (!encoding) throw usage(`Codificación desconocida «${asked}»: use utf-8 o windows-1252.`);
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw usage(`«${name}» no está en ${encoding.toUpperCase()}: pruebe --codificacion windows-1252 (lo que guarda Excel como «CSV»).`);
  }
}

/** `--columnas nombre=PARROQUIA,codigo_ine=COD`: each field at the column of that header (case and accents aside). */
export function chosenColumns(header: readonly string[], text: string | undefined): Columnas {
  const columnas: Columnas = {};
  if (text === undefined) return columnas;
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    const campo = part.slice(0, Math.max(eq, 0)).trim() as Campo;
    if (eq < 0 || !CAMPOS.includes(campo)) throw usage(`--columnas espera campo=columna (${CAMPOS.join(', ')}), no «${part}».`);
    const wanted = fold(part.slice(eq + 1));
    const at = header.findIndex((h) => fold(h) === wanted);
    if (at < 0) throw usage(`La columna «${part.slice(eq + 1).trim()}» no está en el encabezado: ${header.join(', ')}.`);
    columnas[campo] = at;
  }
  return columnas;
}
