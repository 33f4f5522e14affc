import Papa from 'papaparse';
import { CsvError } from './columns.js';

/** What papaparse reads: text, a browser `File`, or a Node readable stream of text. */
export type CsvInput = string | Blob | NodeLikeStream;
/** The part of a Node readable stream papaparse uses (so this module imports nothing of Node). */
export interface NodeLikeStream {
  on(event: string, listener: (...args: never[]) => void): unknown;
  pause(): unknown;
  resume(): unknown;
}

/** How the file was written, as papaparse found it. */
export interface CsvShape {
  /** `,`, `;`, a tab or `|`. */
  delimiter: string;
  /** `\r\n` or `\n`. */
  linebreak: string;
}

/** Receives the rows as they are read, a block at a time; `firstRow` is the block's first row number (1: the header). */
export type RowsHandler = (rows: string[][], firstRow: number, shape: CsvShape) => void | Promise<void>;

/**
 * Reads CSV as people's tools write it (papaparse, streaming): the separator guessed among `,`,
 * `;`, tab and `|`, quoted fields (with separators, quotes and line breaks inside), CRLF or LF.
 * Blank lines are skipped. Reading waits for `onRows` (a promise pauses it), so memory stays flat
 * however long the file.
 *
 * @throws {CsvError} For a quote left open, naming the row.
 */
export function parseCsv(input: CsvInput, onRows: RowsHandler): Promise<CsvShape> {
  return new Promise((resolve, reject) => {
    let next = 1;
    let shape: CsvShape = { delimiter: ',', linebreak: '\n' };
    let failed = false;
    const stream = typeof input === 'object' && 'pause' in input && typeof input.pause === 'function' ? input : undefined;
    const fail = (error: unknown) => {
      if (!failed) reject(error);
      failed = true;
    };
    Papa.parse<string[]>(input as never, {
      delimitersToGuess: [',', ';', '\t', '|'],
      skipEmptyLines: 'greedy',
      chunkSize: 1 << 20,
      chunk(results, parser) {
        if (failed) return;
        shape = { delimiter: results.meta.delimiter, linebreak: results.meta.linebreak };
        const open = results.errors.find((e) => e.code === 'MissingQuotes');
        if (open !== undefined) {
          // Failed first: aborting calls `complete` at once.
          fail(new CsvError(`Comillas sin cerrar en la fila ${next + (open.row ?? 0)}: el archivo no se puede leer a partir de ahí.`));
          parser.abort();
          return;
        }
        const first = next;
        next += results.data.length;
        const pending = onRows(results.data, first, shape);
        if (pending instanceof Promise) {
          // papaparse's pause halts its parser but keeps queueing what a Node stream emits: the
          // stream itself is paused too, or a large file would pile up in memory.
          parser.pause();
          stream?.pause();
          pending.then(
            () => {
              parser.resume();
              stream?.resume();
            },
            (error: unknown) => {
              fail(error);
              parser.abort();
            },
          );
        }
      },
      complete: () => { if (!failed) resolve(shape); },
      error: (error: Error) => fail(new CsvError(`No se pudo leer el archivo: ${error.message}`)),
    });
  });
}

/** Rows written as CSV with `shape`'s separator and line break, quoting only where needed (papaparse). */
export function writeCsv(rows: readonly (readonly string[])[], shape: CsvShape): string {
  if (rows.length === 0) return '';
  return Papa.unparse(rows as string[][], { delimiter: shape.delimiter, newline: shape.linebreak }) + shape.linebreak;
}
