/** The encodings a CSV file is read in: UTF-8, or Windows-1252 as Excel writes it (Latin-1 is read as it). */
export type Codificacion = 'utf-8' | 'windows-1252';

const NAMES: ReadonlyMap<string, Codificacion> = new Map([
  ['utf-8', 'utf-8'], ['utf8', 'utf-8'],
  ['windows-1252', 'windows-1252'], ['cp1252', 'windows-1252'], ['latin1', 'windows-1252'], ['latin-1', 'windows-1252'],
  ['iso-8859-1', 'windows-1252'], ['ansi', 'windows-1252'],
]);

/** The encoding a name designates (`utf8`, `latin1`, `cp1252` …), or `undefined` for an unknown one. */
export function codificacionOf(name: string): Codificacion | undefined {
  return NAMES.get(name.trim().toLowerCase());
}

/** The names `codificacionOf` knows, for messages. */
export const CODIFICACIONES: readonly string[] = [...NAMES.keys()];

/**
 * The encoding of a file from its first bytes: UTF-8 when they start with its BOM or decode as
 * UTF-8 (a character cut at the end of the sample is not an error), else Windows-1252 (what Excel
 * saves as «CSV» on Windows; every byte is a character in it, so nothing is lost).
 *
 * @example detectCodificacion(new TextEncoder().encode('Mérida')) === 'utf-8'
 * @example detectCodificacion(Uint8Array.of(0x4d, 0xe9, 0x72)) === 'windows-1252' // «Mér» from Excel
 */
export function detectCodificacion(sample: Uint8Array): Codificacion {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
