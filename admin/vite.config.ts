import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localHosting, type LocalHosting } from './firebaseHosting.js';
import { sharedAlias } from './vite.shared.js';

// Set by `npm run admin`, the browser tests and the benchmarks: what the local servers answer
// in place of Firebase Hosting (`/__/firebase/init.json`) and where the emulators listen.
const hosting = process.env.VEGEO_ADMIN_HOSTING ? (JSON.parse(process.env.VEGEO_ADMIN_HOSTING) as LocalHosting) : undefined;

// `vite build` → dist/ (production: configuration from Hosting, no emulator code);
// `vite build --mode emulators` → dist-emulators/ (browser tests and benchmarks).
export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(hosting ? [localHosting(hosting)] : [])],
  resolve: { alias: sharedAlias },
  build: {
    outDir: mode === 'emulators' ? 'dist-emulators' : 'dist',
    chunkSizeWarningLimit: 1500,
  },
}));
