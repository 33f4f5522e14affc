import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const page = (name) => fileURLToPath(new URL(`pages/${name}.html`, import.meta.url));

// Four pages built as an application builds them; React in a chunk of its own, so that what
// each page adds to it is measured apart.
export default defineConfig({
  root: fileURLToPath(new URL('pages', import.meta.url)),
  plugins: [react()],
  // The filter page times @vegeo/data's search itself: its modules, as the package builds them in.
  resolve: { alias: { '@vegeo/data': fileURLToPath(new URL('../../data/src/index.ts', import.meta.url)) } },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: { ours: page('ours'), peer: page('peer'), csc: page('csc'), filter: page('filter') },
      output: { manualChunks: (id) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined) },
    },
  },
});
