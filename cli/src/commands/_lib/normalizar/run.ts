import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { CsvError, parseColumnChoice, parseCsv, recognizeColumns, writeCsv, type Codificacion, type ColumnChoice, type CsvShape, type PlaceColumns } from '@vegeo/csv';
import { normalizar, type NormalizarFila, type NormalizarOptions, type Tipo } from '@vegeo/data';
import { usage } from '../../../userError.js';
import type { Io } from '../../../io.js';
import { addedCells, addedFields, addedHeader } from './columns.js';
import { openInput } from './input.js';
import { progressBar } from './progress.js';
import { Summary } from './summary.js';

/** `vegeo normalizar`'s flags, as commander gives them. */
export interface NormalizarFlags {
  columnas?: string;
  texto?: string;
  /** Read by `parseCodificacion`. */
  codificacion?: Codificacion;
  formato?: 'csv' | 'ndjson';
  salida?: string;
  soloDudosas?: boolean;
  nivel?: Tipo;
}

/**
 * Reads `archivo` as CSV, normalizes each row's places and writes the rows with vegeo's columns
 * added, streaming; prints the summary on stderr. Resolves to the exit code: 0 every row
 * matched, 1 some to check by hand. Bad input throws a usage error (exit 2).
 */
export async function normalizarFile(archivo: string, flags: NormalizarFlags, io: Io, edicion: NormalizarOptions['edicion'], ine: boolean): Promise<number> {
  const choice: ColumnChoice = { ...readChoice(flags.columnas), ...(flags.texto === undefined ? {} : { texto: flags.texto }) };
  const formato = flags.formato ?? (/\.(nd)?jsonl?$/i.test(flags.salida ?? '') ? 'ndjson' : 'csv');
  const input = await openInput(archivo, io.stdin, flags.codificacion);
  if (input.size === 0) throw usage(`«${archivo}» está vacío: falta al menos el encabezado.`);
  const out = flags.salida === undefined ? io.stdout : await openOutput(flags.salida);
  const options: NormalizarOptions = { edicion, nivel: flags.nivel };
  const summary = new Summary();
  const progress = progressBar(io.stderr as { write(t: string): unknown; isTTY?: boolean }, input.size);
  let header: string[] | undefined;
  let columns: PlaceColumns = {};
  const write = async (text: string) => {
    if (text !== '' && !out.write(text)) await once(out, 'drain');
  };
  try {
    await parseCsv(input.text, async (block, _first, shape) => {
      let rows = block;
      let text = '';
      if (header === undefined) {
        header = rows[0]!;
        rows = rows.slice(1);
        try {
          columns = recognizeColumns(header, choice);
        } catch (error) {
          throw error instanceof CsvError ? usage(error.message) : error;
        }
        const bom = formato === 'csv' && (input.hadBom() || input.codificacion() === 'windows-1252') ? '\uFEFF' : '';
        if (formato === 'csv') text += bom + writeCsv([[...header, ...addedHeader(ine)]], shape);
      }
      text += formato === 'csv' ? csvBlock(rows, header, columns, options, summary, flags, ine, shape) : ndjsonBlock(rows, header, columns, options, summary, flags, ine);
      await write(text);
      progress.update(input.bytesRead(), summary.rows);
    });
  } catch (error) {
    throw error instanceof CsvError ? usage(error.message) : error;
  } finally {
    progress.end();
    if (out !== io.stdout) {
      out.end();
      await once(out, 'close').catch(() => undefined);
    }
  }
  if (header === undefined) throw usage(`«${archivo}» está vacío: falta al menos el encabezado.`);
  io.stderr.write(summary.text());
  return summary.doubtful ? 1 : 0;
}

function readChoice(columnas: string | undefined): ColumnChoice {
  if (columnas === undefined) return {};
  try {
    return parseColumnChoice(columnas);
  } catch (error) {
    throw error instanceof CsvError ? usage(error.message) : error;
  }
}

async function openOutput(salida: string): Promise<NodeJS.WritableStream> {
  const stream = createWriteStream(salida);
  try {
    await once(stream, 'open');
  } catch (error) {
    throw usage(`No se puede escribir «${salida}»: ${(error as Error).message}.`);
  }
  return stream;
}

function filaOf(row: readonly string[], columns: PlaceColumns): NormalizarFila {
  return {
    estado: columns.estado === undefined ? undefined : row[columns.estado],
    municipio: columns.municipio === undefined ? undefined : row[columns.municipio],
    parroquia: columns.parroquia === undefined ? undefined : row[columns.parroquia],
    texto: columns.texto === undefined ? undefined : row[columns.texto],
  };
}

/** The row's place values as the summary lists an unmatched one: «Sucre / Petare». */
function shownValue(fila: NormalizarFila): string {
  return [fila.estado, fila.municipio, fila.parroquia, fila.texto].filter((v) => v !== undefined && String(v).trim() !== '').join(' / ') || '(vacío)';
}

function* normalized(rows: readonly string[][], columns: PlaceColumns, options: NormalizarOptions, summary: Summary, flags: NormalizarFlags) {
  for (const row of rows) {
    const fila = filaOf(row, columns);
    const result = normalizar(fila, options);
    summary.add(result.certeza, () => shownValue(fila));
    if (flags.soloDudosas && (result.certeza === 'exacta' || result.certeza === 'corregida')) continue;
    yield { row, result };
  }
}

function csvBlock(rows: string[][], header: string[], columns: PlaceColumns, options: NormalizarOptions, summary: Summary, flags: NormalizarFlags, ine: boolean, shape: CsvShape): string {
  const out: string[][] = [];
  for (const { row, result } of normalized(rows, columns, options, summary, flags)) {
    const cells = row.length < header.length ? [...row, ...new Array<string>(header.length - row.length).fill('')] : row;
    out.push([...cells, ...addedCells(result, ine)]);
  }
  return writeCsv(out, shape);
}

function ndjsonBlock(rows: string[][], header: string[], columns: PlaceColumns, options: NormalizarOptions, summary: Summary, flags: NormalizarFlags, ine: boolean): string {
  let text = '';
  for (const { row, result } of normalized(rows, columns, options, summary, flags)) {
    const record: Record<string, unknown> = {};
    header.forEach((name, i) => (record[name] = row[i] ?? ''));
    // Added in place: spreading both into a new literal cost 5 to 10 times as much per row.
    text += JSON.stringify(Object.assign(record, addedFields(result, ine))) + '\n';
  }
  return text;
}
