// Bundles the CLI into dist/: vegeo.cjs, which the bin loads, answers plain lookups itself;
// main.js holds commander, every command and @vegeo/data (so nothing is resolved at run time);
// render.js (Ink, React and the views, in chunks) is imported by main.js only to draw on a terminal,
// and render.cjs, the same views as CommonJS, by vegeo.cjs.
import { readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeNotices } from './notices.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The start-up parts of ours that stand in for a dependency's own, each named so a benchmark can
 * build the CLI without it (bench/parts.mjs) and docs/decisions.md can say what it buys:
 * - `fastPath`: a plain lookup is answered by vegeo.cjs without loading commander (main.js).
 * - `stringWidth`: Ink and its helpers measure text with `string-width`, whose first call loads
 *   Intl.Segmenter's ICU data and compiles large emoji expressions; ours answers the same for
 *   terminal text, cheaply.
 * The code cache (src/output/codeCache.ts) is switched off at run time instead, by
 * NODE_DISABLE_COMPILE_CACHE=1.
 */
export const START_UP_PARTS = ['fastPath', 'stringWidth'];

const fastStart = (without) => ({
  name: 'fast-start',
  setup(build) {
    if (!without.has('stringWidth')) {
      const stringWidth = fileURLToPath(new URL('../src/views/_lib/stringWidth.ts', import.meta.url));
      build.onResolve({ filter: /^string-width$/ }, () => ({ path: stringWidth }));
    }
  },
});

/** Every command line to main.js (commander), as if no lookup were plain. */
const withoutFastPath = {
  name: 'without-fast-path',
  setup(build) {
    build.onResolve({ filter: /[\\/]fastPath[\\/]plan\.js$/ }, () => ({ path: 'plan', namespace: 'no-fast-path' }));
    build.onLoad({ filter: /.*/, namespace: 'no-fast-path' }, () => ({ contents: 'export const planFastPath = () => undefined;', loader: 'js' }));
  },
};

const inkWithoutDevtools = {
  name: 'ink-without-devtools',
  setup(build) {
    build.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) =>
      /[\\/]ink[\\/]/.test(args.importer) ? { path: './devtools.js', external: true } : undefined,
    );
  },
};

/**
 * CommonJS has no top-level await, which two of the views' modules use: yoga-layout waits for its
 * WebAssembly (here compiled and instantiated at once, through Emscripten's instantiateWasm hook),
 * and Ink's reconciler for its devtools when DEV=true (a tool we do not ship).
 */
const YOGA_SYNC = `import loadYoga from '../binaries/yoga-wasm-base64-esm.js';
import wrapAssembly from './wrapAssembly.js';
const yoga = {
  instantiateWasm(imports, receive, url) {
    const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    receive(new WebAssembly.Instance(new WebAssembly.Module(bytes), imports));
    return {};
  },
};
loadYoga(yoga);
export default wrapAssembly(yoga);
export * from './generated/YGEnums.js';`;
const replaceOnce = (text, from, to) => (text.includes(from) ? text.replace(from, to) : undefined);
const CJS_PATCHES = [
  // The wasm's address (a data: URL) goes to the instantiateWasm hook too, which YOGA_SYNC reads.
  [/yoga-layout[\\/].*yoga-wasm-base64-esm\.js$/, (text) => replaceOnce(text, 'h.instantiateWasm(d,\na)', 'h.instantiateWasm(d,a,H)')],
  [/yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/, (text) => (text.includes('await loadYoga()') ? YOGA_SYNC : undefined)],
  [/ink[\\/]build[\\/]reconciler\.js$/, (text) => {
    const withoutDevtools = replaceOnce(text, "await import('./devtools.js');", '');
    return withoutDevtools && replaceOnce(withoutDevtools, '? await loadPackageJson()', '? {}');
  }],
];
const withoutTopLevelAwait = {
  name: 'without-top-level-await',
  setup(build) {
    for (const [filter, patch] of CJS_PATCHES) {
      build.onLoad({ filter }, async (args) => {
        const contents = patch(await readFile(args.path, 'utf8'));
        if (contents === undefined) throw new Error(`${args.path}: not as expected, cannot bundle it as CommonJS`);
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    }
  },
};

/**
 * Bundles the CLI into `outdir` (relative to cli/): what `npm run build` ships, or, with extra
 * esbuild `plugins` or `without` some of START_UP_PARTS, a variant of it (the benchmarks build
 * their baselines this way). Resolves to the outputs' metafile entries.
 */
export async function bundleCli({ outdir = 'dist', plugins = [], without: parts = [] } = {}) {
  const without = new Set(parts);
  for (const part of without) if (!START_UP_PARTS.includes(part)) throw new Error(`bundleCli: no start-up part named ${part}`);
  await rm(new URL(`../${outdir}`, import.meta.url), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/main.ts', render: 'src/views/render.tsx' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // Ink imports its devtools (react-devtools-core and a WebSocket client) only when DEV=true, for
    // a tool we do not ship: left out, Ink says how to install it. firebase-admin (the db and
    // --admin-sdk commands) is an optional peer resolved at run time: it is large, loads its own
    // files and protobufs, and only those commands import it.
    external: ['react-devtools-core', 'firebase-admin'],
    // React's CommonJS modules call require() for Node built-ins; ESM output has no require.
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    plugins: [...plugins, fastStart(without), inkWithoutDevtools],
    logLevel: 'warning',
  });

  // The entry the bin requires: CommonJS, which Node starts sooner than an ES module. It answers
  // plain lookups itself (the data and the lookup commands, without commander), requires
  // render.cjs to draw them, and imports main.js for everything else.
  const shared = { absWorkingDir: root, outdir, bundle: true, platform: 'node', target: 'node20', minify: true, legalComments: 'none', metafile: true, logLevel: 'warning' };
  const entry = await build({
    ...shared,
    entryPoints: { vegeo: 'src/bin.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    plugins: [
      ...(without.has('fastPath') ? [withoutFastPath] : []),
      {
        name: 'entries-stay-apart',
        setup(build) {
          build.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: './main.js', external: true }));
          build.onResolve({ filter: /^\.\.\/views\/render\.js$/ }, () => ({ path: 'render', namespace: 'views' }));
          // Through V8's code cache on Node versions without their own (src/output/codeCache.ts).
          build.onLoad({ filter: /.*/, namespace: 'views' }, () => ({
            contents: "module.exports = require('./src/output/codeCache.ts').requireWithCodeCache(require('node:path').join(__dirname, 'render.cjs'));",
            resolveDir: root,
            loader: 'js',
          }));
          build.onResolve({ filter: /^\.\/render\.cjs$/ }, () => ({ path: './render.cjs', external: true }));
        },
      },
    ],
  });

  // The same views as CommonJS, for vegeo.cjs: require() spares it Node's ES module loader.
  const render = await build({
    ...shared,
    entryPoints: { render: 'src/views/render.tsx' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react-devtools-core'],
    plugins: [fastStart(without), withoutTopLevelAwait],
    logOverride: { 'empty-import-meta': 'silent' },
  });
  await writeNotices([result.metafile, entry.metafile, render.metafile], outdir);
  return { ...result.metafile.outputs, ...entry.metafile.outputs, ...render.metafile.outputs };
}
