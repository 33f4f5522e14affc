// Builds dist/: the embedded editions generated from @vegeo/data (one module per edition and
// level), the package as ES modules split where it loads lazily (the search, each level), the
// types, the stylesheet, and the data's notice.
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildIsStale } from '../../scripts/stale.mjs';
import { writeEmbeddedData } from './embeddedData.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--if-stale` (the tests): keeps dist/ when it is newer than its sources (src/embedded is written
// here), so that the admin app, building and testing beside these tests, never sees it half-written.
if (process.argv.includes('--if-stale') && !buildIsStale('react')) process.exit(0);
const LEVELS = ['estados', 'municipios', 'parroquias'];

await writeEmbeddedData(new URL('../src/embedded/', import.meta.url));
await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'src/index.ts',
    valor: 'src/valor.ts',
    ...Object.fromEntries(['base', 'ine'].flatMap((edicion) => LEVELS.map((level) => [`${edicion}/${level}`, `src/embedded/${edicion}/${level}.js`]))),
  },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  jsx: 'automatic',
  external: ['react', 'react/jsx-runtime'],
  // @vegeo/data's modules rather than its one-file dist (as the admin app builds it): only its
  // search comes along, not the dataset it embeds; the places come from the modules generated above.
  alias: { '@vegeo/data': fileURLToPath(new URL('../../data/src/index.ts', import.meta.url)) },
  charset: 'utf8',
  logLevel: 'warning',
});
execFileSync(process.execPath, [fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url)), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
await writeFile(new URL('../dist/levels.d.ts', import.meta.url), `import type { Place } from './index.js';\n\n/** The places of one level of an embedded edition. */\ndeclare const places: readonly Place[];\nexport default places;\n`);
// The components run in the browser: a React Server Component importing them gets client
// references (the helpers of `@vegeo/react/valor` run on the server as they are).
const index = new URL('../dist/index.js', import.meta.url);
await writeFile(index, `'use client';\n${await readFile(index, 'utf8')}`);
await copyFile(new URL('../src/estilos.css', import.meta.url), new URL('../dist/estilos.css', import.meta.url));
// The places are @vegeo/data's, and come with its attribution (CC BY 4.0, MIT) and sources.
await copyFile(new URL('../../data/NOTICE.md', import.meta.url), new URL('../dist/NOTICE.md', import.meta.url));
