import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { detectCodificacion, type Codificacion } from '@vegeo/csv';
import { usage } from '../../../userError.js';
import { unreadable } from '../readFileArgument.js';

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

// The encoding is told from the file's first MiB (an accent may come late in a file)...
const SAMPLE = 1 << 20;
// ...but the text goes on in pieces of 16 KiB: a piece's rows, their answers and their output then
// die young in V8's nursery. Blocks of 1 MiB outlived it, were promoted to the old generation and
// made the peak memory grow with the file (436 MiB on a million rows, 243 MiB on 100 000).
const PIECE = 1 << 14;

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
    bytes = createReadStream(archivo, { highWaterMark: PIECE });
  }
  let read = 0;
  let codificacion: Codificacion | undefined = forced;
  let bom = false;
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  const start = (sample: Buffer) => {
    bom = sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf;
    codificacion ??= detectCodificacion(sample);
    decoder = new TextDecoder(codificacion, { fatal: true });
  };
  function* decoded(chunk: Buffer): Generator<string> {
    for (let at = 0; at < chunk.length; at += PIECE) {
      const piece = chunk.subarray(at, at + PIECE);
      const text = decoder!.decode(piece, { stream: true });
      read += piece.length;
      if (text !== '') yield text;
    }
  }
  // The first bytes are held until the sample is in, then decoded as the rest.
  function* release(held: Buffer[]): Generator<string> {
    start(Buffer.concat(held));
    for (const kept of held.splice(0)) yield* decoded(kept);
  }
  async function* decode(): AsyncGenerator<string> {
    const held: Buffer[] = [];
    let heldBytes = 0;
    try {
      for await (const raw of bytes) {
        const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
        if (decoder !== undefined) {
          yield* decoded(chunk);
        } else {
          held.push(chunk);
          heldBytes += chunk.length;
          if (heldBytes >= SAMPLE) yield* release(held);
        }
      }
      if (decoder === undefined && held.length > 0) yield* release(held);
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
