/* eslint-disable no-control-regex -- these tests look for the control characters a terminal acts on */
import { describe, expect, it } from 'vitest';
import { jsonText, terminalStream, terminalText } from './terminalText.js';

const UNSAFE_RAW = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('terminalText', () => {
  it('spells out every control a terminal acts on', () => {
    expect(terminalText('a\u0000b\u0007c\u001b[31md\u007fe\u009bf\ng\th\r')).toBe('a\\x00b\\x07c\\x1B[31md\\x7Fe\\x9Bf\\ng\\th\\r');
    expect(terminalText('\u202Eevil\u202C \u2066x\u2069 \u200F')).toBe('\\u202Eevil\\u202C \\u2066x\\u2069 \\u200F');
  });

  it('spells out lone surrogates and keeps pairs', () => {
    expect(terminalText('a\ud800b\udc00c')).toBe('a\\uD800b\\uDC00c');
    expect(terminalText('Bandera 🇻🇪')).toBe('Bandera 🇻🇪');
  });

  it('leaves ordinary text as it is', () => {
    const text = 'Mérida — Ñirgua, Santa Rosalía (Catedral) «x» 10 % ü';
    expect(terminalText(text)).toBe(text);
  });
});

describe('terminalStream', () => {
  it('keeps the program’s line breaks, tabs, colours and redraws', () => {
    const ours = '\u001b[1m\u001b[38;5;2mMérida\u001b[39m\u001b[22m\tx\r\n\u001b[2K\u001b[1A\u001b[?25l';
    expect(terminalStream(ours)).toBe(ours);
  });

  it('spells out title, hyperlink and other escapes, bells and bidirectional controls', () => {
    expect(terminalStream('\u001b]0;título\u0007')).toBe('\\x1B]0;título\\x07');
    expect(terminalStream('\u001b]8;;http://x\u001b\\enlace')).toBe('\\x1B]8;;http://x\\x1B\\enlace');
    expect(terminalStream('\u001bP+q\u001b\\ \u001b')).toBe('\\x1BP+q\\x1B\\ \\x1B');
    expect(terminalStream('a\u202Eb\u009bc\u0085')).toBe('a\\u202Eb\\x9Bc\\x85');
  });
});

describe('jsonText', () => {
  it('parses back to the same value with nothing a terminal acts on left raw', () => {
    const value = { nombre: 'San\u001b]0;x\u0007 José\u202E\u0085\u007f\u2028', lone: 'a\ud800', n: 3, nada: null };
    const text = jsonText(value);
    expect(text).not.toMatch(UNSAFE_RAW);
    expect(text).not.toMatch(/[\u2028\u2029]|[\ud800-\udfff]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(JSON.parse(jsonText(value, 2))).toEqual(value);
  });

  it('writes null for nothing, as JSON.stringify of null', () => {
    expect(jsonText(undefined)).toBe('null');
    expect(jsonText({ a: 'Mérida' })).toBe(JSON.stringify({ a: 'Mérida' }));
  });
});
