const NON_ASCII = /[\u0080-\uffff]/;
// After NFD, an accented vowel is the vowel plus combining marks; ñ is n plus a tilde and must
// survive, so only marks that follow a vowel are dropped.
const VOWEL_MARKS = /([aeiou])[\u0300-\u036f]+/g;
const BLANKS = /\s+/g;

/**
 * The key names are compared by: lower case, accents on vowels removed (á é í ó ú ü, in either
 * case, composed or not), no leading or trailing blanks, inner blanks collapsed to one space.
 * ñ stays ñ.
 *
 * @example normalizeName('  MÉRIDA ') === 'merida'
 * @example normalizeName('Güigüe') === 'guigue'
 * @example normalizeName('Peña') === 'peña'
 */
export function normalizeName(text: string): string {
  let folded = text.toLowerCase();
  if (NON_ASCII.test(folded)) {
    folded = folded.normalize('NFD').replace(VOWEL_MARKS, '$1').normalize('NFC');
  }
  return folded.trim().replace(BLANKS, ' ');
}
