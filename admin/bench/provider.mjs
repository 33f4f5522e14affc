// Provider getList over the 1139 parroquias with q, a sort and a page: ours (from memory, as the
// app runs it) against ra-data-fakerest on the same records. Prints JSON for run.mjs.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { pais, toFlat } from '@vegeo/data';
import fakeRestProvider from 'ra-data-fakerest';

const src = fileURLToPath(new URL('../src/dataProvider/', import.meta.url));
// Beside the package, so the bundle's imports resolve from its node_modules.
const out = join(fileURLToPath(new URL('../node_modules/.vegeo-bench/', import.meta.url)), 'provider');
await build({
  entryPoints: [join(src, 'createDataProvider.ts'), join(src, 'liveGeo.ts')],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  outdir: out,
  packages: 'external',
  logLevel: 'error',
});
const { createDataProvider } = await import(pathToFileURL(join(out, 'createDataProvider.js')).href);
const { LiveGeo } = await import(pathToFileURL(join(out, 'liveGeo.js')).href);

const flat = toFlat(pais);
const listeners = new Map();
const read = {
  listen(node, onValue) {
    listeners.set(node, onValue);
    queueMicrotask(() => onValue(structuredClone(flat[node])));
    return () => listeners.delete(node);
  },
};
const ours = createDataProvider({ geo: new LiveGeo(read), audit: { page: async () => [], one: async () => null }, write: { call: async () => ({}) } });
const records = (collection) => Object.entries(collection).map(([id, record]) => ({ id, ...record }));
const baseline = fakeRestProvider({ estados: records(flat.estados), municipios: records(flat.municipios), parroquias: records(flat.parroquias) }, false);

const QUERIES = ['santa', 'san jose', 'la', 'merida', 'el', 'santa rosa', 'c', 'libertador'];
const params = (i) => ({
  filter: { q: QUERIES[i % QUERIES.length] },
  sort: { field: 'parroquia', order: i % 2 ? 'DESC' : 'ASC' },
  pagination: { page: 1 + (i % 3), perPage: 25 },
});

async function timeEach(provider, count, before) {
  const times = [];
  for (let i = 0; i < count; i++) {
    if (before) before(i);
    const started = process.hrtime.bigint();
    await provider.getList('parroquias', params(i));
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

await ours.getList('parroquias', params(0)); // listeners delivered
for (let round = 0; round < 3; round++) {
  await timeEach(ours, 100);
  await timeEach(baseline, 100);
}
// After a change the snapshot is new: its first sort is computed again.
const change = (i) => listeners.get('parroquias')?.({ ...flat.parroquias, '010101': { ...flat.parroquias['010101'], parroquia: `Cambio ${i}` } });
console.log(
  JSON.stringify({
    oursMs: await timeEach(ours, 400),
    baselineMs: await timeEach(baseline, 400),
    oursAfterChangeMs: await timeEach(ours, 100, change),
  }),
);
