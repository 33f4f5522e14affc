import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { localHosting, type LocalHosting } from './firebaseHosting.js';
import { sharedAlias } from './vite.shared.js';

// Set by `npm run admin`, the browser tests and the benchmarks: what the local servers answer
// in place of Firebase Hosting (`/__/firebase/init.json`) and where the emulators listen.
const hosting = process.env.VEGEO_ADMIN_HOSTING ? (JSON.parse(process.env.VEGEO_ADMIN_HOSTING) as LocalHosting) : undefined;

/**
 * ra-core's default exporter imports jsonexport, which put the CSV writer in the first list's
 * chunk though none of our lists uses that exporter; its import is answered with
 * `src/lists/lazyJsonexport.ts`, the same writer loaded when an export runs.
 */
function lazyDefaultExporter(): Plugin {
  const lazyJsonexport = fileURLToPath(new URL('src/lists/lazyJsonexport.ts', import.meta.url));
  return {
    name: 'vegeo:lazy-default-exporter',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'jsonexport/dist/index.js' && importer && /[\\/]ra-core[\\/]/.test(importer) ? lazyJsonexport : undefined),
  };
}

// `vite build` → dist/ (production: configuration from Hosting, no emulator code);
// `vite build --mode emulators` → dist-emulators/ (browser tests and benchmarks).
export default defineConfig(({ mode }) => ({
  plugins: [react(), lazyDefaultExporter(), ...(hosting ? [localHosting(hosting)] : [])],
  resolve: { alias: sharedAlias },
  build: {
    outDir: mode === 'emulators' ? 'dist-emulators' : 'dist',
    chunkSizeWarningLimit: 1500,
  },
}));
