// What a terminal acts on instead of showing: C0 controls (ESC starts colour, cursor and OSC
// title/hyperlink sequences; BEL rings), DEL, C1 controls (U+009B is CSI on some terminals),
// bidirectional controls (they reorder what follows on the line: "Trojan Source") and lone
// surrogates (not text at all). Data from any source (the embedded data, the database, an
// audit entry, an e-mail) is shown with these spelled out, so it can neither style, move, retitle
// nor disguise what the terminal shows.
const BIDI = '\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069';
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';

const IN_DATA = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI}]|${LONE_SURROGATE}`, 'g');

// The same in a whole stream of output, which also carries the program's own line breaks, tabs
// and styling: those are CSI sequences (ESC [ … final byte), what colours and Ink's redraws use.
// Any other escape (OSC, DCS, a bare ESC) and every other control is spelled out.
const CSI = '\\u001b\\[[\\u0030-\\u003f]*[\\u0020-\\u002f]*[\\u0040-\\u007e]';
const IN_STREAM = new RegExp(`(${CSI})|[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI}]|${LONE_SURROGATE}`, 'g');

// In JSON, C0 controls and lone surrogates are already escaped by JSON.stringify; these are not.
const IN_JSON = new RegExp(`[\\u007f-\\u009f\\u2028\\u2029${BIDI}]`, 'g');

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function spelled(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A value from data, safe to print on a terminal: controls are shown as `\x1B`, `\n`, `\u202E`. */
export function terminalText(text: string): string {
  return text.replace(IN_DATA, spelled);
}

/** `terminalText` of each line of `text`, its line breaks kept: a message of several lines. */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalText).join('\n');
}

/**
 * Output bound for a terminal, as a last guard: keeps line breaks, tabs and CSI sequences (the
 * program's colours and redraws), spells out every other control.
 */
export function terminalStream(text: string): string {
  return text.replace(IN_STREAM, (match, csi: string | undefined) => csi ?? spelled(match));
}

/**
 * `JSON.stringify` whose text is also safe on a terminal: the characters it leaves raw that a
 * terminal acts on are written as `\u` escapes, so the value parses back the same.
 */
export function jsonText(value: unknown, space?: number): string {
  return JSON.stringify(value === undefined ? null : value, null, space).replace(IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Makes every write of a terminal stream go through `terminalStream`; pipes and files are left alone. */
export function guardTerminal(stream: NodeJS.WriteStream): void {
  if (!stream.isTTY) return;
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(typeof chunk === 'string' ? terminalStream(chunk) : chunk, ...rest)) as NodeJS.WriteStream['write'];
}
