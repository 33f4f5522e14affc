// Throughput and peak memory of `vegeo lote` on a large batch, beside its baseline: the same CLI
// built with the streaming it had before it answered each read of the input as it came
// (baseline/chunkedLines.ts). Prints figures only: the machine is noisy.
//
//   npm run bench -w vegeo            (after `npm run build -w vegeo`)
//   LINES=50000 RUNS=3 node bench/lote.mjs
//   VEGEO_BASELINE_BIN=/path/to/other/bin/vegeo.cjs node bench/lote.mjs   (another build as baseline)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCli } from '../scripts/bundle.mjs';
import { median } from './rounds.mjs';

const LINES = Number(process.env.LINES ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 5);
const GOAL = 1.1;
const cli = fileURLToPath(new URL('..', import.meta.url));
const bin = process.env.VEGEO_BIN ?? join(cli, 'bin/vegeo.cjs');
const scratch = mkdtempSync(join(tmpdir(), 'vegeo-bench-lote-'));

async function baselineBin() {
  if (process.env.VEGEO_BASELINE_BIN) return process.env.VEGEO_BASELINE_BIN;
  const chunked = fileURLToPath(new URL('baseline/chunkedLines.ts', import.meta.url));
  const outdir = relative(cli, join(scratch, 'dist'));
  await bundleCli({
    outdir,
    plugins: [
      {
        name: 'chunked-lines',
        setup(build) {
          build.onResolve({ filter: /\/jsonLines\.js$/ }, () => ({ path: chunked }));
        },
      },
    ],
  });
  mkdirSync(join(scratch, 'bin'));
  writeFileSync(join(scratch, 'bin/vegeo.cjs'), "require('../dist/vegeo.cjs');\n");
  return join(scratch, 'bin/vegeo.cjs');
}

// The mix of the bin's streaming test: an estado, a municipio that repeats, a line that is not JSON.
const QUERIES = ['{"tipo":"estado","nombre":"Zulia"}', '{"tipo":"municipio","nombre":"Sucre"}', 'x'];
const input = join(scratch, 'consultas.jsonl');
writeFileSync(input, Array.from({ length: LINES }, (_, i) => QUERIES[i % QUERIES.length]).join('\n') + '\n');

const hasTime = existsSync('/usr/bin/time');

/** One run, input piped in and output piped out as a program would: seconds, peak KiB, lines out. */
function runOnce(file) {
  const time = hasTime ? '/usr/bin/time -f %M ' : '';
  const start = process.hrtime.bigint();
  const result = spawnSync('sh', ['-c', `cat '${input}' | ${time}'${process.execPath}' '${file}' lote | wc -l`], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`${file} lote: ${result.stderr.slice(-500)}`);
  const lines = Number(result.stdout.trim());
  if (lines !== LINES) throw new Error(`${file} lote answered ${lines} lines of ${LINES}`);
  const kib = hasTime ? Number(result.stderr.trim().split('\n').pop()) : Number.NaN;
  return { seconds, kib };
}

const cases = [
  { name: 'vegeo lote', file: bin },
  { name: process.env.VEGEO_BASELINE_BIN ? 'baseline (another build)' : 'baseline (512-line chunks)', file: await baselineBin() },
];
runOnce(cases[0].file);
runOnce(cases[1].file);
const runs = new Map(cases.map((c) => [c.name, []]));
// Interleaved, so that a noisy moment hurts both alike.
for (let round = 0; round < RUNS; round++) for (const c of cases) runs.get(c.name).push(runOnce(c.file));

console.log(`vegeo lote, ${LINES.toLocaleString('en')} lines piped through, median of ${RUNS} interleaved runs, and peak RSS`);
const figures = new Map();
for (const c of cases) {
  const seconds = median(runs.get(c.name).map((r) => r.seconds));
  const kib = median(runs.get(c.name).map((r) => r.kib));
  figures.set(c.name, seconds);
  const mib = Number.isNaN(kib) ? 'n/a' : `${(kib / 1024).toFixed(1)} MiB`;
  console.log(`  ${c.name.padEnd(28)} ${seconds.toFixed(2).padStart(6)} s  ${((LINES / seconds) / 1000).toFixed(0).padStart(4)}k lines/s  ${mib.padStart(9)}`);
}
const ratio = figures.get(cases[0].name) / figures.get(cases[1].name);
console.log(`  ${'time: vegeo / baseline'.padEnd(28)} ${ratio.toFixed(2)}×  (goal ≤ ${GOAL}×, ${ratio <= GOAL ? 'met' : 'missed'})`);
rmSync(scratch, { recursive: true, force: true });
