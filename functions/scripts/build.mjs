// Bundles the functions into lib/: @vegeo/data and zod travel inside (firebase deploy uploads
// only this folder, where workspace packages don't resolve); the Firebase SDKs stay external,
// installed from package.json. Each callable's code is its own chunk, loaded on its first call.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { buildIsStale } from '../../scripts/stale.mjs';

const root = new URL('..', import.meta.url);
// `--if-stale` (the tests): keeps lib/ when it is newer than its sources, so a running Functions
// emulator, which reloads on any change here, is not disturbed by a build that changes nothing.
if (process.argv.includes('--if-stale') && !buildIsStale('functions')) process.exit(0);
await rm(new URL('lib', root), { recursive: true, force: true });
await build({
  absWorkingDir: root.pathname,
  entryPoints: ['src/index.ts'],
  outdir: 'lib',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
