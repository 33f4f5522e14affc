/**
 * The packages published to npm, each as a user meets it: its tarball, what the tarball must hold,
 * and what its README shows that can run in a fresh project with no backend. A new publishable
 * package gets one entry here, and the packing tests and the install benchmark cover it.
 */
export interface Publishable {
  /** The npm name, which `npm pack -w` takes. */
  name: string;
  /** Its folder in the workspace. */
  dir: string;
  /** Whether it ships TypeScript declarations, which @arethetypeswrong/cli then checks. */
  types: boolean;
  /** The only packages it may depend on at run time (none unless listed). */
  dependencies?: string[];
  /** The peers a user must install beside it (the framework it plugs into); any other peer is optional. */
  peers?: string[];
  /** The types' resolution profile for @arethetypeswrong/cli: node16 (ESM and CommonJS), or ESM only. */
  typesProfile?: 'node16' | 'esm-only';
  /** Entry points that are not modules (a stylesheet), which have no types to check. */
  untyped?: string[];
  /** Files its tarball must hold besides package.json (README.md and LICENSE are always required). */
  requires: string[];
  /** The README's `sh` lines to run in the fresh project (a line is run when it matches). */
  shell?: RegExp;
  /** Whether the README's `js` blocks run in the fresh project (see readme.ts). */
  js?: boolean;
}

export const PUBLISHABLE: readonly Publishable[] = [
  {
    name: '@vegeo/data',
    dir: 'data',
    types: true,
    requires: ['NOTICE.md', 'dist/index.js', 'dist/cjs/index.js', 'descargas/base/vegeo.sql', 'descargas/ine/parroquias.csv'],
    js: true,
  },
  {
    name: 'vegeo',
    dir: 'cli',
    types: false,
    requires: ['NOTICE.md', 'bin/vegeo.cjs', 'dist/vegeo.cjs'],
    // The commands that need no backend: the lookups, lote and exportar, on the embedded data.
    shell: /^npx vegeo (estado|municipio|parroquia|buscar|capital|lote|exportar)\b(?!.*--remote)/,
  },
  {
    name: '@vegeo/react',
    dir: 'react',
    types: true,
    // An ES module, as React apps are built; its build test (react/test/pack) mounts it in a Vite app.
    typesProfile: 'esm-only',
    peers: ['react'],
    untyped: ['./estilos.css'],
    requires: ['dist/NOTICE.md', 'dist/index.js', 'dist/index.d.ts', 'dist/estilos.css', 'dist/ine/parroquias.js', 'dist/base/parroquias.js'],
  },
];

/** What no tarball ships: sources, tests, benchmarks, source maps, build scripts. */
export const NEVER_SHIPPED = /(^|\/)(src|test|tests|bench|scripts|node_modules)\/|\.(test|spec)\.[cm]?[jt]sx?$|\.map$|\.tsbuildinfo$/;
