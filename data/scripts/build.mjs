// Builds dist/: the library as one ES module per entry point (dist/*.js) and the same as CommonJS
// (dist/cjs/*.js, for `require`), each with its declarations. Node resolves, reads and links each
// module of a program one by one: as 38 files, importing the library cost about 25 ms more than
// as one. No source maps: the modules are unminified, and maps would double what a user installs.
import { execFileSync } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The dataset as `JSON.parse('…')` of one string: V8 parses JSON text several times faster than
 * the object literal esbuild would write, and the module needs no JSON import at run time.
 */
const datasetAsJson = {
  name: 'dataset-as-json',
  setup(build) {
    build.onLoad({ filter: /[\\/](venezuela|ine)\.json$/ }, async (args) => {
      const json = JSON.stringify(JSON.parse(await readFile(args.path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(json)});`, loader: 'js' };
    });
  },
};

const common = {
  absWorkingDir: root,
  // The `ine` edition is an entry of its own: importing the default one never loads it. `firebase`
  // (`llamar`) imports the Firebase SDK, which the user installs: only that entry needs it.
  entryPoints: ['src/index.ts', 'src/ine.ts', 'src/firebase.ts', 'src/importar.ts'],
  bundle: true,
  external: ['firebase', 'firebase/*'],
  target: 'es2023',
  plugins: [datasetAsJson],
  logLevel: 'warning',
};

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await Promise.all([
  build({ ...common, outdir: 'dist', format: 'esm', platform: 'neutral' }),
  build({ ...common, outdir: 'dist/cjs', format: 'cjs', platform: 'node' }),
]);

// The declarations, once beside the ES modules and once beside the CommonJS ones: under dist/cjs,
// whose package.json says `commonjs`, TypeScript reads them as CommonJS (node16 `require`).
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--emitDeclarationOnly'], { cwd: root, stdio: 'inherit' });
const dist = new URL('../dist/', import.meta.url);
const declarations = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.d.ts') && !file.startsWith('cjs'));
await Promise.all(declarations.map((file) => cp(new URL(file, dist), new URL(`cjs/${file}`, dist))));
await writeFile(new URL('../dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');
