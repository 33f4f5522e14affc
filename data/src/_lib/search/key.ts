import { normalizeName } from '../normalize.js';

// Punctuation in published names ("El Carmen.", "Sucre (Catia)", "Guamo-Gavilanes") is noise to
// someone typing a name: it separates words like a blank and is otherwise ignored.
const PUNCTUATION = /[^a-z0-9ñ ]+/g;
const BLANKS = / {2,}/g;

/**
 * The key search compares: the normalised name (see `normalizeName`) with punctuation turned into
 * blanks. Used for names, queries and the `estado` / `municipio` filters alike.
 */
export function searchKey(text: string): string {
  const normal = normalizeName(text);
  return normal.replace(PUNCTUATION, ' ').replace(BLANKS, ' ').trim();
}
