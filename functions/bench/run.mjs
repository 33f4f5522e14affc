// Benchmarks of the functions, printed (no assertions):
//   1. handler work per lookup, in process, after warm-up   (goal ≤ 20 µs)
//   2. a `lote` of 1000 queries, handler time               (goal ≤ 20 ms)
//   3. cold load of lib/index.js against bare node           (goal ≤ 300 ms more)
//   4. callable round trip through the emulators, 20 clients (p50/p99); skipped with --no-emulators
// Run after `npm run build`. The emulators start on free ports; VEGEO_EMULATORS_PORTS=auth,database,functions fixes them.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { roundTrips } from './round-trip.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside node_modules so that the external Firebase SDKs resolve from there.
const out = join(root, 'node_modules/.cache/vegeo-bench/handlers.mjs');
await build({
  entryPoints: [join(root, 'bench/handlers.ts')],
  outfile: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  logLevel: 'warning',
});
const { handlers, benchDeps, request } = await import(pathToFileURL(out).href);
const deps = benchDeps();
const fmt = (n, unit) => `${n.toFixed(n < 10 ? 2 : 1)} ${unit}`;

async function perCall(name, data, runs) {
  const call = handlers[name];
  const req = request(data);
  for (let i = 0; i < 5_000; i++) await call(deps, req);
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) await call(deps, req);
  return Number(process.hrtime.bigint() - start) / 1000 / runs;
}

console.log('1. Handler work per lookup (in process, after 5000 warm-up calls)');
const cases = [
  ['estado', { nombre: 'Mérida' }],
  ['estado', { nombre: 'merida', opciones: { municipios: true } }],
  ['municipio', { nombre: 'Libertador', opciones: { estado: 'Mérida' } }],
  ['parroquia', { nombre: 'Altagracia' }],
  ['buscar', { nombre: 'barquisimeto' }],
  ['buscar', { nombre: 'san cristobl', opciones: { max: 5 } }],
];
for (const [name, data] of cases) {
  console.log(`   ${name.padEnd(10)} ${JSON.stringify(data).padEnd(58)} ${fmt(await perCall(name, data, 50_000), 'µs')}`);
}

console.log('2. lote of 1000 queries (handler time)');
const kinds = ['estado', 'municipio', 'parroquia', 'buscar'];
const names = ['Mérida', 'Libertador', 'Altagracia', 'Sucre', 'san cristobal', 'Zulia', 'Maracaibo', 'No Existe'];
const consultas = Array.from({ length: 1000 }, (_, i) => ({ tipo: kinds[i % 4], nombre: names[i % names.length] }));
for (let i = 0; i < 20; i++) await handlers.lote(deps, request({ consultas }));
const times = [];
for (let i = 0; i < 50; i++) {
  const start = process.hrtime.bigint();
  await handlers.lote(deps, request({ consultas }));
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
console.log(`   median ${fmt(times[25], 'ms')}, best ${fmt(times[0], 'ms')}, worst ${fmt(times.at(-1), 'ms')} (50 runs)`);

console.log('3. Cold load of lib/index.js (median of 9 fresh processes)');
const median = (args) => {
  const runs = Array.from({ length: 9 }, () => {
    const start = process.hrtime.bigint();
    execFileSync(process.execPath, args, { cwd: root });
    return Number(process.hrtime.bigint() - start) / 1e6;
  }).sort((a, b) => a - b);
  return runs[4];
};
const bare = median(['-e', '0']);
const sdk = median(['-e', "import('firebase-functions/https')"]);
const loaded = median(['-e', "import('./lib/index.js')"]);
console.log(`   bare node ${fmt(bare, 'ms')}, with the functions ${fmt(loaded, 'ms')}: +${fmt(loaded - bare, 'ms')}`);
// onCall's own module loads firebase-admin/auth and app-check: the floor for any callable.
console.log(`   (firebase-functions/https alone: ${fmt(sdk, 'ms')}, +${fmt(sdk - bare, 'ms')})`);

if (process.argv.includes('--no-emulators')) {
  console.log('4. Round trip through the emulators: skipped (--no-emulators)');
} else {
  console.log('4. Callable round trip through the Functions emulator (20 concurrent clients)');
  for (const line of await roundTrips({ clients: 20, callsPerClient: 50 })) console.log(`   ${line}`);
}
