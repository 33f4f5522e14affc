import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { detectCodificacion, type Codificacion } from '@vegeo/csv';
import { usage } from '../../../userError.js';

/** The file's bytes decoded to text as they are read, with what was learnt of them on the way. */
export interface DecodedInput {
  text: Readable;
  /** The file's size, when it is a file (for the progress bar). */
  size: number | undefined;
  /** Bytes read so far. */
  bytesRead(): number;
  /** The encoding read (known once the first block is in). */
  codificacion(): Codificacion | undefined;
  /** Whether the file began with a UTF-8 BOM. */
  hadBom(): boolean;
}

// Blocks of 1 MiB: the encoding is told from the first, and papaparse reads in blocks as large.
const BLOCK = 1 << 20;

/** Opens `archivo` (`-`: the standard input), failing with a Spanish usage error when it can't be read. */
export async function openInput(archivo: string, stdin: NodeJS.ReadableStream, forced: Codificacion | undefined): Promise<DecodedInput> {
  let size: number | undefined;
  let bytes: AsyncIterable<Buffer>;
  if (archivo === '-') {
    bytes = stdin as AsyncIterable<Buffer>;
  } else {
    try {
      const info = await stat(archivo);
      if (info.isDirectory()) throw usage(`«${archivo}» es una carpeta, no un archivo CSV.`);
      size = info.size;
    } catch (error) {
      throw unreadable(archivo, error);
    }
    const stream = createReadStream(archivo, { highWaterMark: BLOCK });
    bytes = stream;
  }
  let read = 0;
  let codificacion: Codificacion | undefined = forced;
  let bom = false;
  async function* decode(): AsyncGenerator<string> {
    let decoder: InstanceType<typeof TextDecoder> | undefined;
    try {
      for await (const raw of bytes) {
        const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
        if (decoder === undefined) {
          bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
          codificacion ??= detectCodificacion(chunk);
          decoder = new TextDecoder(codificacion, { fatal: true });
        }
        const text = decoder.decode(chunk, { stream: true });
        read += chunk.length;
        if (text !== '') yield text;
      }
      const rest = decoder?.decode();
      if (rest) yield rest;
    } catch (error) {
      if (error instanceof TypeError && codificacion === 'utf-8') {
        throw usage(`«${archivo}» no es UTF-8 válido cerca del byte ${read.toLocaleString('es-VE')}: indique --codificacion windows-1252 (o latin1).`);
      }
      throw archivo === '-' ? error : unreadable(archivo, error);
    }
  }
  return { text: Readable.from(decode()), size, bytesRead: () => read, codificacion: () => codificacion, hadBom: () => bom };
}

/** The Spanish usage error for a file that can't be read (missing, forbidden, a folder), naming it. */
export function unreadable(archivo: string, error: unknown): Error {
  if (error instanceof Error && error.name === 'UserError') return error;
  const code = (error as { code?: string }).code;
  const why = code === 'ENOENT' ? 'no existe' : code === 'EACCES' ? 'no hay permiso para leerlo' : code === 'EISDIR' ? 'es una carpeta' : String((error as Error).message);
  return usage(`No se puede leer «${archivo}»: ${why}.`);
}
