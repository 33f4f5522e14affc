import { describe, expect, it } from 'vitest';
import stringWidth from './stringWidth.js';

describe('stringWidth', () => {
  it.each([
    ['', 0],
    ['Mérida', 6],
    ['Me\u0301rida', 6],
    ['Código ISO', 10],
    ['Peña «x» · •', 12],
    ['╭──╮━━', 6],
    ['\u001b[1m\u001b[38;5;220mZulia\u001b[39m\u001b[22m', 5],
    ['\u001b]8;;https://example.org\u0007enlace\u001b]8;;\u0007', 6],
    ['カラカス', 8],
    ['👍', 2],
    ['☺\u{FE0F}', 2],
    ['a\u200bb', 2],
  ])('measures %j as %i columns', (text, width) => {
    expect(stringWidth(text)).toBe(width);
  });

  it('counts escape codes when asked, and ambiguous characters as wide when asked', () => {
    expect(stringWidth('\u001b[1mx', { countAnsiEscapeCodes: true })).toBe(4);
    expect(stringWidth('±', { ambiguousIsNarrow: false })).toBe(2);
    expect(stringWidth('±')).toBe(1);
  });
});
