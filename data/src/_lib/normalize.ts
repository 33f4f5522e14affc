// The accented vowels of Spanish, after lower-casing, by char code: folded by a table in one pass
// over the text, the fast common case (several times faster than Unicode normalisation).
const PLAIN_VOWEL: (string | undefined)[] = [];
for (const [accented, plain] of Object.entries({ á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' })) {
  PLAIN_VOWEL[accented.charCodeAt(0)] = plain;
}
const ENYE = 'ñ'.charCodeAt(0);
// After NFD, an accented vowel is the vowel plus combining marks; ñ is n plus a tilde and must
// survive, so only marks that follow a vowel are dropped.
const VOWEL_MARKS = /([aeiou])[\u0300-\u036f]+/g;
const BLANKS = /\s+/g;
const UNUSUAL_BLANKS = /\s\s|[^\S ]/;

/**
 * The same key by the general way alone (NFD, marks after vowels dropped, NFC): slower, kept as
 * the reference `normalizeName` is tested against.
 */
export function normalizeGeneral(text: string): string {
  const folded = text.toLowerCase().normalize('NFD').replace(VOWEL_MARKS, '$1').normalize('NFC');
  return folded.trim().replace(BLANKS, ' ');
}

/**
 * Lower-cased `text` with the accented vowels of Spanish folded, or `undefined` when it holds
 * any other character from U+00C0 up (à, ç, a combining mark …): the general way decides those,
 * so that both ways always agree.
 */
function foldSpanishVowels(text: string): string | undefined {
  let folded = '';
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0xc0 || code === ENYE) continue;
    const plain = PLAIN_VOWEL[code];
    if (plain !== undefined) {
      folded += text.slice(from, i) + plain;
      from = i + 1;
    } else {
      return undefined;
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
  const lower = text.toLowerCase();
  const folded = (foldSpanishVowels(lower) ?? normalizeGeneral(lower)).trim();
  return UNUSUAL_BLANKS.test(folded) ? folded.replace(BLANKS, ' ') : folded;
}
