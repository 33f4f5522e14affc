// Start-to-exit time and peak memory of `vegeo estado Mérida` against the upstream CLI
// (`venezuela Mérida`) and a bare `node -e 0`. Prints figures only: the machine is noisy, so
// these are benchmarks to read, not tests to pass.
//
//   npm run bench -w vegeo            (after `npm run build -w vegeo`)
//   RUNS=40 npm run bench -w vegeo
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { interleaved, median } from './rounds.mjs';

const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = 3;
const node = process.execPath;
// VEGEO_BIN benchmarks another build (a copy of bin/ and dist/, say) instead of this one;
// VEGEO_BASELINE_BIN runs another build beside this one (a clean checkout of main, built), so
// that a change's cost to start-up shows as a ratio from the same run.
const bin = process.env.VEGEO_BIN ?? fileURLToPath(new URL('../bin/vegeo.cjs', import.meta.url));
const baseline = process.env.VEGEO_BASELINE_BIN;
const upstream = createRequire(import.meta.url).resolve('venezuela/cli.js');
// What commander alone costs at start-up: bundled like ours, building a program and parsing;
// next to an empty ES module, which is what loading any ESM entry costs.
const scratch = mkdtempSync(join(tmpdir(), 'vegeo-bench-'));
const emptyModule = join(scratch, 'empty.mjs');
writeFileSync(emptyModule, 'export {};\n');
const commanderOnly = join(scratch, 'commander.mjs');
buildSync({
  stdin: {
    contents: "import { Command } from 'commander'; new Command('vegeo').option('--json').parse(['node', 'vegeo', '--json']);",
    resolveDir: fileURLToPath(new URL('..', import.meta.url)),
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  minify: true,
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  outfile: commanderOnly,
});
const quote = (args) => args.map((arg) => `'${arg}'`).join(' ');

// `script` (util-linux) runs a command on a pseudo-terminal, as a user's shell would.
const hasScript = spawnSync('script', ['--version']).status === 0;
const onTerminal = (args) => ['script', ['-qfc', quote(args), '/dev/null']];

const names = (out) => out.toLowerCase().includes('mérida');
const cases = [
  { name: 'node -e 0', cmd: [node, ['-e', '0']] },
  { name: 'empty ES module', cmd: [node, [emptyModule]] },
  { name: 'commander alone', cmd: [node, [commanderOnly]] },
  { name: 'upstream, piped', cmd: [node, [upstream, 'Mérida']], expect: names },
  { name: 'vegeo, piped', cmd: [node, [bin, 'estado', 'Mérida']], expect: names },
  { name: 'vegeo --json', cmd: [node, [bin, 'estado', 'Mérida', '--json']], expect: (out) => JSON.parse(out).iso_31662 === 'VE-L' },
  ...(baseline
    ? [
        { name: 'baseline, piped', cmd: [node, [baseline, 'estado', 'Mérida']], expect: names },
        { name: 'baseline --json', cmd: [node, [baseline, 'estado', 'Mérida', '--json']], expect: (out) => JSON.parse(out).iso_31662 === 'VE-L' },
      ]
    : []),
  // The ine edition goes through the full program (commander) and loads its own data.
  { name: 'vegeo --edicion ine', cmd: [node, [bin, 'estado', 'Mérida', '--edicion', 'ine', '--json']], expect: (out) => JSON.parse(out).codigo_ine === '14' },
  ...(hasScript
    ? [
        { name: 'node -e 0, terminal', cmd: onTerminal([node, '-e', '0']) },
        { name: 'upstream, terminal', cmd: onTerminal([node, upstream, 'Mérida']), expect: names },
        { name: 'vegeo, terminal', cmd: onTerminal([node, bin, 'estado', 'Mérida']), expect: names },
        ...(baseline ? [{ name: 'baseline, terminal', cmd: onTerminal([node, baseline, 'estado', 'Mérida']), expect: names }] : []),
      ]
    : []),
];

// Output is read through a pipe, as a script or `| jq` reads it, and checked: a command that
// answered nothing would not count.
function timeOnce({ name, cmd: [file, args], expect }) {
  const start = process.hrtime.bigint();
  const result = spawnSync(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TERM: 'xterm-256color' } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} exited ${result.status}: ${String(result.stderr).slice(-500)}`);
  if (expect && !expect(String(result.stdout))) throw new Error(`${name}: unexpected output ${String(result.stdout).slice(0, 200)}`);
  return ms;
}

// Peak resident memory (KiB) of the command and whatever it waited for, from GNU time when
// present; else from Python's getrusage of its children; else unknown.
function peakKiB([file, args]) {
  if (existsSync('/usr/bin/time')) {
    const result = spawnSync('/usr/bin/time', ['-f', '%M', file, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    return Number(result.stderr.toString().trim().split('\n').pop());
  }
  const python = 'import resource,subprocess,sys;subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL);' +
    'print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)';
  const result = spawnSync('python3', ['-c', python, file, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? Number(result.stdout.toString()) : Number.NaN;
}

const times = interleaved(cases, { runs: RUNS, warmup: WARMUP }, timeOnce);
const med = new Map(cases.map((c) => [c.name, median(times.get(c.name))]));
const peak = new Map(cases.map((c) => [c.name, median([1, 2, 3].map(() => peakKiB(c.cmd)))]));

console.log(`vegeo start-to-exit, median of ${RUNS} interleaved runs (${WARMUP} warm-up), and peak RSS`);
for (const c of cases) {
  const mib = Number.isNaN(peak.get(c.name)) ? 'n/a' : `${(peak.get(c.name) / 1024).toFixed(1)} MiB`;
  console.log(`  ${c.name.padEnd(22)} ${med.get(c.name).toFixed(0).padStart(5)} ms   ${mib.padStart(9)}`);
}

function ratio(label, ours, theirs, goal) {
  if (!med.has(ours) || !med.has(theirs)) return;
  const value = med.get(ours) / med.get(theirs);
  const verdict = value <= goal ? 'met' : 'missed';
  console.log(`  ${label.padEnd(42)} ${value.toFixed(2)}×  (goal ≤ ${goal}×, ${verdict})`);
}
console.log('Ratios');
ratio('plain: vegeo / upstream', 'vegeo, piped', 'upstream, piped', 1);
ratio('terminal: vegeo / upstream', 'vegeo, terminal', 'upstream, terminal', 1);
ratio('--json: vegeo / node -e 0', 'vegeo --json', 'node -e 0', 1.25);
ratio('plain: vegeo / baseline', 'vegeo, piped', 'baseline, piped', 1.05);
ratio('--json: vegeo / baseline', 'vegeo --json', 'baseline --json', 1.05);
ratio('terminal: vegeo / baseline', 'vegeo, terminal', 'baseline, terminal', 1);
ratio('--edicion ine --json: vegeo / node -e 0', 'vegeo --edicion ine', 'node -e 0', 2);
const esmMs = med.get('empty ES module') - med.get('node -e 0');
const commanderMs = med.get('commander alone') - med.get('empty ES module');
console.log(`  start-up cost of an ES module entry: ${esmMs.toFixed(0)} ms; of commander on top: ${commanderMs.toFixed(0)} ms`);
