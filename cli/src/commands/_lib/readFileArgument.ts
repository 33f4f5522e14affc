import { readFile } from 'node:fs/promises';
import { unreadable } from './normalizar/input.js';

/** The bytes of the file an argument names; one that can't be read is a Spanish usage error, as `vegeo normalizar` words it. */
export async function readFileArgument(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    throw unreadable(path, error);
  }
}
