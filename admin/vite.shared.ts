import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

/**
 * What the app's build and the benchmark's baseline share beyond the React plugin. `@vegeo/data`
 * from its sources, not its one-file `dist`: Rollup puts a module in one chunk, so the single file
 * (the embedded dataset, the typo-forgiving search) landed whole in the first load for the sake of
 * `normalizeName`; as modules, each goes to the chunk that uses it (the dashboard's differences,
 * the pickers' search).
 */
export const sharedAlias: AliasOptions = [
  { find: /^@vegeo\/data\/importar$/, replacement: fileURLToPath(new URL('../data/src/importar.ts', import.meta.url)) },
  { find: /^@vegeo\/data$/, replacement: fileURLToPath(new URL('../data/src/index.ts', import.meta.url)) },
];
