import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { descargas } from './exportar.js';
import { ine } from './ine.js';
import { pais } from './pais.js';

const EDITIONS = [
  ['base', pais],
  ['ine', ine],
] as const;

describe.each(EDITIONS)('descargas/%s/', (edicion, data) => {
  const dir = new URL(`../descargas/${edicion}/`, import.meta.url);

  it('holds, byte for byte, what scripts/build-descargas.mjs writes from the edition (npm run build-descargas)', async () => {
    const expected = descargas(data);
    expect((await readdir(dir)).sort()).toEqual(Object.keys(expected).sort());
    for (const [file, text] of Object.entries(expected)) {
      expect(await readFile(new URL(file, dir), 'utf8'), `descargas/${edicion}/${file}: npm run build-descargas -w @vegeo/data`).toBe(text);
    }
  });
});
