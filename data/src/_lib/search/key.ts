import { normalizeName } from '../normalize.js';

// Punctuation in published names ("El Carmen.", "Sucre (Catia)", "Guamo-Gavilanes") is noise to
// someone typing a name: anything but a letter or a digit separates words, like a blank.
const NOT_WORD = /[^\p{L}\p{N} ]/u;
const NOT_WORDS = /[^\p{L}\p{N}]+/gu;

/**
 * The key search compares: the normalised name (see `normalizeName`) with punctuation turned into
 * blanks. Used for names, queries and the `estado` / `municipio` filters alike.
 */
export function searchKey(text: string): string {
  const normal = normalizeName(text);
  return NOT_WORD.test(normal) ? normal.replace(NOT_WORDS, ' ').trim() : normal;
}
