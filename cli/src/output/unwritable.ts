import { writeSync } from 'node:fs';
import { EXIT } from '../userError.js';

/** The output could not be written: a full disk, an I/O error (a closed pipe is no failure). */
export class UnwritableOutput extends Error {
  constructor(readonly code: string | undefined) {
    super(`the output could not be written (${code ?? 'unknown'})`);
    this.name = 'UnwritableOutput';
  }
}

const REASONS = new Map([
  ['ENOSPC', 'no queda espacio en el disco'],
  ['EDQUOT', 'se agotó la cuota de disco'],
  ['EFBIG', 'el archivo pasa del tamaño máximo'],
  ['EIO', 'error de entrada y salida del dispositivo'],
  ['EBADF', 'la salida estándar está cerrada'],
  ['EROFS', 'el sistema de archivos es de solo lectura'],
]);

/**
 * Says on stderr, in one line, why the output could not be written, and answers the exit code
 * for it (`EXIT.output`). stderr may be the same full disk: then nothing is said.
 *
 * @example reportUnwritable('ENOSPC') // stderr: "error: no se pudo escribir la salida: no queda espacio en el disco (ENOSPC)."
 */
export function reportUnwritable(code: string | undefined): number {
  const reason = (code && REASONS.get(code)) ?? 'error de escritura';
  try {
    writeSync(2, `error: no se pudo escribir la salida: ${reason}${code ? ` (${code})` : ''}.\n`);
  } catch {
    // Nowhere left to say it; the exit code still does.
  }
  return EXIT.output;
}
