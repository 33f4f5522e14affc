// Memory of loading @vegeo/data (built, ../dist) next to venezuela@2.0.0: each stage in a fresh
// process, reporting resident set size (now and peak) and V8 heap in use after a full GC.
// Run: npm run build -w @vegeo/data && node bench/memory.mjs
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = pathToFileURL(fileURLToPath(new URL('../dist/index.js', import.meta.url))).href;

const STAGES = {
  'node alone': '',
  'import @vegeo/data': `await import('${DIST}');`,
  '+ estado, municipio, parroquia (indexes built)': `const v = await import('${DIST}'); v.estado('Mérida'); v.municipio('Sucre'); v.parroquia('Catedral');`,
  '+ buscar (search index built)': `const v = await import('${DIST}'); v.estado('Mérida'); v.buscar('merida');`,
  'require venezuela@2.0.0': `const { createRequire } = await import('node:module'); createRequire('${import.meta.url}')('venezuela');`,
};

const REPORT = `globalThis.gc(); const m = process.memoryUsage();
console.log(JSON.stringify({ rss: m.rss, heap: m.heapUsed, peak: process.resourceUsage().maxRSS * 1024 }));`;

const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`.padStart(9);

console.log(`memory: fresh process per stage${''.padEnd(22)}${'rss'.padStart(9)}${'peak rss'.padStart(10)}${'heap'.padStart(9)}`);
for (const [stage, code] of Object.entries(STAGES)) {
  const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', `${code}\n${REPORT}`], {
    encoding: 'utf8',
  });
  const { rss, heap, peak } = JSON.parse(out);
  console.log(`${stage.padEnd(54)}${mb(rss)} ${mb(peak)}${mb(heap)}`);
}
