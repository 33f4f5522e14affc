import { readFile } from 'node:fs/promises';

/** Allows all reads and writes: what the emulator assumes when it is given no rules. */
export const OPEN_RULES = { rules: { '.read': true, '.write': true } };

/**
 * Parses rules text. Like the Firebase tooling, it accepts `//` and block comments outside
 * strings; anything else must be strict JSON.
 */
export function parseRulesText(text: string): unknown {
  return JSON.parse(stripComments(text));
}

export async function readRulesFile(path: string): Promise<unknown> {
  return parseRulesText(await readFile(path, 'utf8'));
}

function stripComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (inString) {
      out += char;
      if (char === '\\') out += text[++i] ?? '';
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    } else out += char;
  }
  return out;
}
