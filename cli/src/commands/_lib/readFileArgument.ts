import { readFile } from 'node:fs/promises';
import { usage } from '../../userError.js';

/** The bytes of the file an argument names; one that can't be read is a Spanish usage error ({@link unreadable}). */
export async function readFileArgument(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    throw unreadable(path, error);
  }
}

/** The Spanish usage error for a file that can't be read (missing, forbidden, a folder), naming it. */
export function unreadable(archivo: string, error: unknown): Error {
  if (error instanceof Error && error.name === 'UserError') return error;
  const code = (error as { code?: string }).code;
  const why = code === 'ENOENT' ? 'no existe' : code === 'EACCES' ? 'no hay permiso para leerlo' : code === 'EISDIR' ? 'es una carpeta' : String((error as Error).message);
  return usage(`No se puede leer «${archivo}»: ${why}.`);
}
