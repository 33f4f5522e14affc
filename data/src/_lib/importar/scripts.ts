// Look-alike names (Unicode's UTS #39, "Unicode Security Mechanisms"): "Santa Rоsa" with a
// Cyrillic `о` reads as "Santa Rosa" and is another name to every index. UTS #39 flags a text
// whose letters share no script (mixed-script); vegeo's names are all in the Latin script, so
// the single script a name may use is Latin (which also keeps out names wholly in a script whose
// letters look Latin: Cyrillic "Сорос"). The engine's own Unicode tables answer which script a
// character belongs to (regular expressions' Script_Extensions), as up to date as the runtime.

/** Letters, marks and digits: what a script is judged by (spaces and punctuation are common to all). */
const JUDGED = /[\p{L}\p{M}\p{N}]/u;
/** Latin, the marks that take the script of their letter, and ASCII digits. */
const ALLOWED = /[\p{Script_Extensions=Latin}\p{Script=Inherited}0-9]/u;

/** Scripts by how a Spanish reader names them; the first that matches names an odd character. */
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Cyrillic}/u, 'cirílico'],
  [/\p{Script=Greek}/u, 'griego'],
  [/\p{Script=Armenian}/u, 'armenio'],
  [/\p{Script=Cherokee}/u, 'cheroqui'],
  [/\p{Script=Coptic}/u, 'copto'],
  [/\p{Script=Georgian}/u, 'georgiano'],
  [/\p{Script=Lisu}/u, 'lisu'],
  [/\p{Script=Canadian_Aboriginal}/u, 'silabario aborigen canadiense'],
  [/\p{Script=Tifinagh}/u, 'tifinag'],
  [/\p{Script=Runic}/u, 'rúnico'],
  [/\p{Script=Arabic}/u, 'árabe'],
  [/\p{Script=Hebrew}/u, 'hebreo'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Thai}/u, 'tailandés'],
  [/\p{Script=Ethiopic}/u, 'etíope'],
  [/\p{Script=Han}/u, 'chino (han)'],
  [/\p{Script=Hiragana}/u, 'hiragana'],
  [/\p{Script=Katakana}/u, 'katakana'],
  [/\p{Script=Hangul}/u, 'coreano (hangul)'],
  [/\p{Script=Common}/u, 'símbolo con forma de letra o cifra'],
];

const LATIN_LETTER = /(?=\p{L})\p{Script_Extensions=Latin}/u;

/**
 * What keeps `name` from being a name in the Latin script, in Spanish, naming the first odd
 * character, its code point and its script: `mezcla escrituras: 'о' (U+043E, cirílico)`; or
 * `undefined` when every letter, mark and digit is Latin.
 */
export function foreignScript(name: string): string | undefined {
  for (const char of name) {
    if (!JUDGED.test(char) || ALLOWED.test(char)) continue;
    const script = SCRIPTS.find(([pattern]) => pattern.test(char))?.[1] ?? 'de otra escritura';
    const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    const what = `'${char}' (U+${code}, ${script})`;
    return LATIN_LETTER.test(name) ? `mezcla escrituras: ${what} no es del alfabeto latino` : `no está en el alfabeto latino: ${what}`;
  }
  return undefined;
}
