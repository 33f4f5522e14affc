// The search libraries compared by buscar.mjs, each indexing the same records (name, tipo, id)
// and answering a query with its first ten ranked ids (vegeo's default `max`). The competitors
// get accent folding, as anyone would configure them for Spanish names, and the fuzziness their
// documentation gives: MiniSearch `fuzzy: 0.2` (its value for `fuzzy: true`: one edit from three
// letters, two from eight) with prefixes, as vegeo matches the beginning of names; Fuse.js a
// threshold of 0.4 (its default, 0.6, lets far more noise in).
import { readFileSync } from 'node:fs';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { fold, records } from '../test/typos.mjs';

// The search index alone is internal (dist/index.js is one module that does not export it): it is
// bundled here from the sources.
const searchModule = buildSync({
  entryPoints: [fileURLToPath(new URL('../src/_lib/search/index.ts', import.meta.url))],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
}).outputFiles[0].text;
const { createBuscar } = await import(`data:text/javascript,${encodeURIComponent(searchModule)}`);

export const pais = JSON.parse(readFileSync(new URL('../venezuela.json', import.meta.url), 'utf8'));
export const list = records(pais);
const TOP = 10;

/** name → build(): search, where search(texto) answers the ranked ids. */
export const libraries = {
  vegeo: () => {
    const buscar = createBuscar(pais);
    return (texto) => buscar(texto).map((r) => r.id);
  },
  MiniSearch: () => {
    const index = new MiniSearch({
      fields: ['nombre'],
      storeFields: ['tipo'],
      processTerm: (term) => fold(term) || null,
      searchOptions: { fuzzy: 0.2, prefix: true },
    });
    index.addAll(list);
    // MiniSearch has no limit: it ranks every hit, and the first ten are kept.
    return (texto) => index.search(texto).slice(0, TOP).map((r) => r.id);
  },
  'Fuse.js': () => {
    const index = new Fuse(list, { keys: ['nombre'], threshold: 0.4, ignoreDiacritics: true });
    return (texto) => index.search(texto, { limit: TOP }).map((r) => r.item.id);
  },
};

/**
 * Bytes an index keeps, in a process of its own (`node --expose-gc buscar-libraries.mjs <name>`)
 * so that no other library's garbage is collected meanwhile: several copies kept alive, averaged.
 * Typed arrays hold their bytes outside the JavaScript heap, so both count.
 */
async function retained(name, copies = 5) {
  const used = async () => {
    for (let i = 0; i < 3; i++) {
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };
  libraries[name]()('warm up');
  const before = await used();
  const kept = Array.from({ length: copies }, () => libraries[name]());
  const after = await used();
  return (after - before) / kept.length;
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await retained(process.argv[2]));
