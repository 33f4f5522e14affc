// Bundles the CLI into dist/: vegeo.cjs, which the bin loads, answers plain lookups itself;
// main.js holds commander, every command and @vegeo/data (so nothing is resolved at run time);
// render.js (Ink, React and the views, in chunks) is imported by main.js only to draw on a terminal,
// and render.cjs, the same views as CommonJS, by vegeo.cjs.
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeNotices } from './notices.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Start-up savings on the terminal path, measured with --cpu-prof:
 * - Ink and its helpers measure text with `string-width`, whose first call loads Intl.Segmenter
 *   and compiles large emoji expressions; ours answers the same for terminal text, cheaply.
 * - Ink's ANSI tokenizers build a grapheme `Intl.Segmenter` when they load, which loads ICU's
 *   break data; ours splits clusters the same way for terminal text (see graphemes.ts).
 * - yoga-layout's loader asks `typeof fetch`, and that alone makes Node load its fetch
 *   implementation (undici); the wasm is embedded, so the answer is never used. It then decodes
 *   the embedded wasm with atob and a loop (about 10 ms); Buffer does it natively.
 */
const YOGA_PATCHES = [
  ['"function"!=typeof fetch', '!0'],
  [
    'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c',
    'var d=new Uint8Array(Buffer.from(a.slice(37),"base64"))',
  ],
  // The wasm's address (a data: URL) goes to the instantiateWasm hook too (see YOGA_SYNC).
  ['h.instantiateWasm(d,\na)', 'h.instantiateWasm(d,a,H)'],
];
/**
 * The start-up parts of ours that stand in for a dependency's own, each named so a benchmark can
 * build the CLI without it (bench/parts.mjs) and docs/decisions.md can say what each buys. The
 * code cache (src/output/codeCache.ts) is switched off at run time instead, by
 * NODE_DISABLE_COMPILE_CACHE=1.
 */
export const START_UP_PARTS = ['fastPath', 'graphemes', 'stringWidth', 'inkStatic', 'yoga'];

const fastStart = (without) => ({
  name: 'fast-start',
  setup(build) {
    if (!without.has('stringWidth')) {
      const stringWidth = fileURLToPath(new URL('../src/views/_lib/stringWidth.ts', import.meta.url));
      build.onResolve({ filter: /^string-width$/ }, () => ({ path: stringWidth }));
    }
    // Ink's files themselves, by path: its package exports only the index.
    const inkStatic = fileURLToPath(new URL('../src/views/_lib/inkStatic.ts', import.meta.url));
    build.onLoad({ filter: /[\\/]views[\\/]_lib[\\/]inkStatic\.ts$/ }, async (args) => {
      if (args.path !== inkStatic || without.has('inkStatic')) return undefined;
      const ink = dirname(require.resolve('ink'));
      const parts = { Box: 'components/Box.js', Text: 'components/Text.js', renderToString: 'render-to-string.js' };
      const contents = Object.entries(parts)
        .map(([name, file]) => `export { default as ${name} } from ${JSON.stringify(join(ink, file))};`)
        .join('\n');
      return { contents, loader: 'js', resolveDir: ink };
    });
    build.onLoad({ filter: /yoga-layout[\\/].*yoga-wasm-base64-esm\.js$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      const warnings = [];
      // Without the part, only what the CommonJS build needs (the last patch).
      for (const [from, to] of without.has('yoga') ? YOGA_PATCHES.slice(-1) : YOGA_PATCHES) {
        if (contents.includes(from)) contents = contents.replaceAll(from, to);
        else warnings.push({ text: `yoga-layout: "${from.slice(0, 30)}…" not found, left as is` });
      }
      return { contents, loader: 'js', warnings };
    });
  },
});

/** `Intl.Segmenter` as ours (src/views/_lib/graphemes.ts), unless `without` names it. */
const segmenter = (without) =>
  without.has('graphemes') ? { define: { 'process.env.NODE_ENV': '"production"' } } : { define: { 'process.env.NODE_ENV': '"production"', 'Intl.Segmenter': 'GraphemeSegmenter' }, inject: ['src/views/_lib/graphemes.ts'] };

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
    ...segmenter(without),
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
    ...segmenter(without),
    external: ['react-devtools-core'],
    plugins: [fastStart(without), withoutTopLevelAwait],
    logOverride: { 'empty-import-meta': 'silent' },
  });
  await writeNotices([result.metafile, entry.metafile, render.metafile], outdir);
  return { ...result.metafile.outputs, ...entry.metafile.outputs, ...render.metafile.outputs };
}
