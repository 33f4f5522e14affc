import { eastAsianWidth } from 'get-east-asian-width';

// The bundle uses this in place of the `string-width` package that Ink and its helpers import.
// Same answers for what a terminal shows here (Latin text with accents, box drawing, CJK,
// emoji), without `Intl.Segmenter` and the large emoji expressions whose first use costs about
// a hundred milliseconds on every start.

const ESC = '\u001b';
const BEL = '\u0007';
// SGR and other CSI sequences, and OSC sequences (hyperlinks), as Ink writes them.
const ANSI = new RegExp(`${ESC}\\[[0-?]*[ -/]*[@-~]|${ESC}\\][^${BEL}${ESC}]*(?:${BEL}|${ESC}\\\\)`, 'g');
const PRINTABLE_ASCII = /^[ -~]*$/;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cc}\p{Cf}\u{1160}-\u{11FF}]$/u;
const EMOJI = /^\p{Extended_Pictographic}$/u;
const VARIATION_EMOJI = '\u{FE0F}';

export interface StringWidthOptions {
  /** Count East Asian ambiguous characters as narrow (default) or wide. */
  ambiguousIsNarrow?: boolean;
  /** Count ANSI escape codes as characters instead of ignoring them. */
  countAnsiEscapeCodes?: boolean;
}

/** The number of terminal columns `input` occupies. */
export default function stringWidth(input: string, options: StringWidthOptions = {}): number {
  if (typeof input !== 'string' || input.length === 0) return 0;
  const text = options.countAnsiEscapeCodes ? input : input.replace(ANSI, '');
  if (PRINTABLE_ASCII.test(text)) return text.length;
  const ambiguousAsWide = options.ambiguousIsNarrow === false;
  let width = 0;
  let previousEmoji = false;
  for (const char of text) {
    if (ZERO_WIDTH.test(char)) {
      // An emoji presentation selector widens a text-style pictograph (☺ + U+FE0F).
      if (char === VARIATION_EMOJI && previousEmoji) width++;
      previousEmoji = false;
      continue;
    }
    const codePoint = char.codePointAt(0)!;
    const wide = eastAsianWidth(codePoint, { ambiguousAsWide });
    previousEmoji = wide === 1 && EMOJI.test(char);
    width += wide;
  }
  return width;
}
