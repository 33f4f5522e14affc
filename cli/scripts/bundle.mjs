// Bundles the CLI into dist/: vegeo.cjs, which the bin loads, answers plain lookups itself;
// main.js holds commander, every command and @vegeo/data (so nothing is resolved at run time);
// render.js (Ink, React and the views, in chunks) is imported by either only to draw on a terminal.
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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
];
const fastStart = {
  name: 'fast-start',
  setup(build) {
    const stringWidth = fileURLToPath(new URL('../src/views/_lib/stringWidth.ts', import.meta.url));
    build.onResolve({ filter: /^string-width$/ }, () => ({ path: stringWidth }));
    // Ink's files themselves, by path: its package exports only the index.
    const inkStatic = fileURLToPath(new URL('../src/views/_lib/inkStatic.ts', import.meta.url));
    build.onLoad({ filter: /[\\/]views[\\/]_lib[\\/]inkStatic\.ts$/ }, async (args) => {
      if (args.path !== inkStatic) return undefined;
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
      for (const [from, to] of YOGA_PATCHES) {
        if (contents.includes(from)) contents = contents.replaceAll(from, to);
        else warnings.push({ text: `yoga-layout: "${from.slice(0, 30)}…" not found, left as is` });
      }
      return { contents, loader: 'js', warnings };
    });
  },
};

/**
 * Bundles the CLI into `outdir` (relative to cli/): what `npm run build` ships, or, with extra
 * esbuild `plugins`, a variant of it (the benchmarks build their baselines this way).
 * Resolves to the outputs' metafile entries.
 */
export async function bundleCli({ outdir = 'dist', plugins = [] } = {}) {
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
    define: { 'process.env.NODE_ENV': '"production"', 'Intl.Segmenter': 'GraphemeSegmenter' },
    inject: ['src/views/_lib/graphemes.ts'],
    // Ink imports react-devtools-core only when DEV=true, for a tool we do not ship. firebase-admin
    // (the db and --admin-sdk commands) is a dependency resolved at run time: it is large, loads
    // its own files and protobufs, and only those commands import it.
    external: ['react-devtools-core', 'firebase-admin'],
    // React's CommonJS modules call require() for Node built-ins; ESM output has no require.
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    plugins: [...plugins, fastStart],
    logLevel: 'warning',
  });

  // The entry the bin requires: CommonJS, which Node starts sooner than an ES module. It answers
  // plain lookups itself (the data and the lookup commands, without commander), imports render.js
  // to draw them, and main.js for everything else.
  const entry = await build({
    absWorkingDir: root,
    entryPoints: { vegeo: 'src/bin.ts' },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    metafile: true,
    plugins: [
      {
        name: 'entries-stay-apart',
        setup(build) {
          build.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: './main.js', external: true }));
          build.onResolve({ filter: /^\.\.\/views\/render\.js$/ }, () => ({ path: './render.js', external: true }));
        },
      },
    ],
    logLevel: 'warning',
  });
  return { ...result.metafile.outputs, ...entry.metafile.outputs };
}
