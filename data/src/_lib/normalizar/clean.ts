import { normalizeName } from '../normalize.js';
import type { Tipo } from '../../types.js';
import { ABBREVIATIONS, ESTADO_ALIASES, OPTIONAL_WORDS, PREFIXES } from './words.js';

/** One text a field is looked up by, with what reading it took and what it weighs. */
export interface Variant {
  readonly text: string;
  readonly weight: number;
  /** In Spanish: `abreviatura «sta»`, `sin «capital»`; `undefined` for the field as written. */
  readonly motivo: string | undefined;
}

/** A field as read: the texts to look up, best first, and what reading it took. */
export interface Reading {
  /** The folded text as given (no prefix or abbreviation read). */
  readonly raw: string;
  /** The text with its prefix dropped, as written, then with abbreviations written out, then without «Capital»… */
  readonly variants: readonly Variant[];
  /** The text after its prefix, punctuation kept: names such as «El Carmen.» are filed so. */
  readonly literal: string;
  /** The ISO 3166-2 letter the field gives (`VE-L`, `ve-l`, or `L` alone in capitals), lower-cased. */
  readonly iso: string | undefined;
  /** The level a prefix announced (`Pq.` → parroquia). */
  readonly hint: Tipo | undefined;
  /** The prefix read, in Spanish (`prefijo «Edo.»`): it holds whichever variant matches. */
  readonly motivos: readonly string[];
}

// A name found once the words names leave out are dropped counts for a little less.
const BARE = 0.97;

const WORD = /[^\p{L}\p{N}]+/u;

/** Reads one field: folds it, drops a leading «Estado»/«Mcpio.»/«Pq.» and writes out «Sta.», «Gral.» … */
export function readField(value: string): Reading {
  const raw = normalizeName(value);
  const words = raw.split(WORD).filter((word) => word !== '');
  const motivos: string[] = [];
  let hint: Tipo | undefined;
  const first = words[0];
  if (first !== undefined && words.length > 1 && PREFIXES.has(first)) {
    hint = PREFIXES.get(first);
    motivos.push(`prefijo «${originalWord(value, 0)}»`);
    words.shift();
  }
  const written = words.join(' ');
  const variants: Variant[] = [{ text: ESTADO_ALIASES.get(written) ?? written, weight: 1, motivo: ESTADO_ALIASES.has(written) ? `nombre antiguo «${value.trim()}»` : undefined }];
  // Abbreviations only in a name of several words: «Sta.» alone is not a name to write out.
  const abbreviated = words.length > 1 ? words.filter((word) => ABBREVIATIONS.has(word)) : [];
  const full = words.map((word) => (abbreviated.includes(word) ? ABBREVIATIONS.get(word)! : word));
  if (abbreviated.length > 0) variants.push({ text: full.join(' '), weight: 1, motivo: abbreviated.map((w) => `abreviatura «${w}»`).join(', ') });
  const kept = full.filter((word) => !OPTIONAL_WORDS.has(word));
  if (kept.length > 0 && kept.length < full.length) {
    variants.push({ text: kept.join(' '), weight: BARE, motivo: `sin «${full.filter((w) => OPTIONAL_WORDS.has(w)).join(' ')}»` });
  }
  const literal = hint === undefined ? raw : raw.slice(raw.search(/\s/) + 1).trim();
  const code = /^(ve[- ]?)?([a-z])$/i.exec(value.trim());
  const iso = code && (code[1] !== undefined || /[A-Z]/.test(code[2]!)) ? code[2]!.toLowerCase() : undefined;
  return { raw, variants, literal, iso, hint, motivos };
}

/** `text` folded and cut into words, joined by one space: how a name compares once punctuation is gone. */
export function foldWords(text: string): string {
  return normalizeName(text).split(WORD).filter((word) => word !== '').join(' ');
}

/** The `n`-th word of `value` as written, for messages. */
function originalWord(value: string, n: number): string {
  return value.trim().split(/\s+/)[n] ?? value.trim();
}

/** A free-text field split into its places: by commas, semicolons, slashes, « - » and line ends. */
export function splitText(texto: string): string[] {
  return texto.split(/[,;/|\n\r]+|\s[-–]\s/).map((part) => part.trim()).filter((part) => part !== '');
}
