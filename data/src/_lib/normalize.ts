const NON_ASCII = /[\u0080-\uffff]/;
// The accented vowels of Spanish, after lower-casing, by char code: folded by a table, the fast
// common case (several times faster than a regular expression with a replacer).
const PLAIN_VOWEL: (string | undefined)[] = [];
for (const [accented, plain] of Object.entries({ á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' })) {
  PLAIN_VOWEL[accented.charCodeAt(0)] = plain;
}
const FIRST = 'á'.charCodeAt(0);
const LAST = 'ü'.charCodeAt(0);
// Anything else that may carry a mark: combining marks (decomposed input) and precomposed Latin
// letters other than ñ (à, â, ä …). Those go through NFD, the slow but general case.
const OTHER_MARKED = /[\u0300-\u036f\u00c0-\u00f0\u00f2-\u024f\u1e00-\u1eff]/;
// After NFD, an accented vowel is the vowel plus combining marks; ñ is n plus a tilde and must
// survive, so only marks that follow a vowel are dropped.
const VOWEL_MARKS = /([aeiou])[\u0300-\u036f]+/g;
const BLANKS = /\s+/g;
const UNUSUAL_BLANKS = /\s\s|[^\S ]/;

function foldSpanishVowels(text: string): string {
  let folded = '';
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const plain = code >= FIRST && code <= LAST ? PLAIN_VOWEL[code] : undefined;
    if (plain !== undefined) {
      folded += text.slice(from, i) + plain;
      from = i + 1;
    }
  }
  return from === 0 ? text : folded + text.slice(from);
}

/**
 * The key names are compared by: lower case, accents on vowels removed (á é í ó ú ü, in either
 * case, composed or not), no leading or trailing blanks, inner blanks collapsed to one space.
 * ñ stays ñ.
 *
 * @param text - A name as written.
 * @returns Its key: two names match when their keys are equal.
 *
 * @example normalizeName('  MÉRIDA ') === 'merida'
 * @example normalizeName('Güigüe') === 'guigue'
 * @example normalizeName('Peña') === 'peña'
 */
export function normalizeName(text: string): string {
  let folded = text.toLowerCase();
  if (NON_ASCII.test(folded)) {
    folded = foldSpanishVowels(folded);
    if (OTHER_MARKED.test(folded)) {
      folded = folded.normalize('NFD').replace(VOWEL_MARKS, '$1').normalize('NFC');
    }
  }
  folded = folded.trim();
  return UNUSUAL_BLANKS.test(folded) ? folded.replace(BLANKS, ' ') : folded;
}
