import { normalizeName } from '../normalize.js';

// Characters a place name never needs, which a terminal acts on (controls: ESC sequences, BEL),
// a page or a list hides (zero-width and invisible format characters, soft hyphens, fillers),
// or that reorder or break text (direction overrides, lone surrogates, line separators).
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u;
const PRIVATE_USE = /\p{Co}/u;
const INVISIBLE_ALL = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

const KINDS: [RegExp, string][] = [
  [CONTROL, 'un carácter de control'],
  [LONE_SURROGATE, 'un carácter mal formado'],
  [INVISIBLE, 'un carácter invisible o de dirección del texto'],
  [PRIVATE_USE, 'un carácter de uso privado'],
];

/**
 * What is wrong with `text` as a stored name, e.g. `un carácter invisible … (U+200B)`, or
 * `undefined` when every character is one a name may hold.
 */
export function forbiddenCharacter(text: string): string | undefined {
  for (const [pattern, kind] of KINDS) {
    const found = pattern.exec(text);
    if (found) return `${kind} (U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
  }
  return undefined;
}

/**
 * The key two names must not share under one parent: compatibility forms folded (fullwidth
 * letters, ligatures), invisible characters dropped, then vegeo's name normalisation (case,
 * accents, spaces). So `Ｃａｔｅｄｒａｌ` and `Cate\u200Bdral` are `Catedral` again.
 */
export function nameKey(name: string): string {
  return normalizeName(name.normalize('NFKC').replace(INVISIBLE_ALL, ''));
}
