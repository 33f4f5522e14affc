// Writes descargas/<edición>/ from the editions, through the library's own `descargas` (so the
// files are what `vegeo exportar` prints): CSV, NDJSON and SQL for `base` and `ine`. Run after
// `npm run build` (npm run build-descargas does both); src/exportar.files.test.ts checks, in CI,
// that the files are still what this writes, byte for byte.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { descargas, pais } from '../dist/index.js';
import { ine } from '../dist/ine.js';

for (const [edicion, data] of [['base', pais], ['ine', ine]]) {
  const dir = new URL(`../descargas/${edicion}/`, import.meta.url);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const [file, text] of Object.entries(descargas(data))) await writeFile(new URL(file, dir), text);
  console.log(`descargas/${edicion}/: ${Object.keys(descargas(data)).join(', ')}`);
}
