// Where venezuela.json comes from, as NOTICE.md tells it: venezuela@2.0.0's venezuela.js (which
// republished zokeber/venezuela-json's data), equal value for value, written anew.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const published = readFileSync(createRequire(import.meta.url).resolve('venezuela/venezuela.js'), 'utf8');
// venezuela.js is `module.exports = ` and the array as JSON text, with 4-space indentation.
const array = published.replace(/^module\.exports = /, '').replace(/;\s*$/, '');
const ours = read('venezuela.json');

describe('venezuela.json against the file it was imported from', () => {
  it('is equal value for value, not byte for byte (2-space indentation, not 4)', () => {
    expect(JSON.parse(ours)).toEqual(JSON.parse(array));
    expect(array.startsWith('[\n    {\n        "iso_31662": "VE-X",')).toBe(true);
    expect(ours.startsWith('[\n  {\n    "iso_31662": "VE-X",')).toBe(true);
    expect(ours).not.toBe(array);
  });

  it('is what NOTICE.md says of it and of zokeber/venezuela-json: the same values, not the same bytes', () => {
    const sentences = read('NOTICE.md').replace(/\s+/g, ' ').split(/(?<=\.) /);
    const about = sentences.filter((s) => s.includes('zokeber') && /datos|archivo/.test(s));
    expect(about.length).toBeGreaterThan(0);
    for (const sentence of about) expect(sentence).not.toMatch(/byte a byte/);
    expect(about.some((s) => s.includes('valor a valor'))).toBe(true);
  });
});
