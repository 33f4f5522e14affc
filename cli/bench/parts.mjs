// What each start-up part of ours buys over the dependency's own part it stands in for: the CLI
// as built, beside the same CLI built without one part (scripts/bundle.mjs, START_UP_PARTS) or,
// for the code cache, run with it switched off, all timed in one run, interleaved. A part stays
// when it buys at least 25 % of a start-up a person waits for (docs/decisions.md, «CLI»).
// Prints figures only: the machine is noisy.
//
//   npm run bench:parts -w vegeo
//   RUNS=40 node bench/parts.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { bundleCli } from '../scripts/bundle.mjs';
import { interleaved, median } from './rounds.mjs';

const RUNS = Number(process.env.RUNS ?? 20);
const WARMUP = 3;
const KEEP = 0.25;
const cli = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'vegeo-bench-parts-'));
const node = process.execPath;
const upstream = createRequire(import.meta.url).resolve('venezuela/cli.js');

/**
 * Each part: what it stands in for, the START_UP_PARTS it is built without (`codeCache`: run with
 * NODE_DISABLE_COMPILE_CACHE=1), and the figures it can move; `terminal parts`, every part but
 * the fast path, to see what the terminal figure would be without them all.
 */
const PARTS = {
  fastPath: { replaces: 'commander (main.js) for a plain lookup', without: ['fastPath'], figures: ['piped', 'json', 'terminal'] },
  codeCache: { replaces: "Node 20's plain require of the views", without: [], codeCache: false, figures: ['terminal'] },
  stringWidth: { replaces: 'the string-width package in Ink', without: ['stringWidth'], figures: ['terminal'] },
  'terminal parts': { replaces: 'both of the above', without: ['stringWidth'], codeCache: false, figures: ['terminal'] },
};

/** A build of the CLI in the scratch folder, without `parts`: the path of its bin. */
async function buildVariant(name, parts) {
  const dir = join(scratch, name.replace(/\W/g, '-'));
  await bundleCli({ outdir: relative(cli, join(dir, 'dist')), without: parts });
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'bin/vegeo.cjs'), "require('node:module').enableCompileCache?.();\nrequire('../dist/vegeo.cjs');\n");
  // A temporary folder of its own: the code cache keeps the last few bundles' compiled code, and
  // variants taking turns in one would each find theirs pruned by the others.
  mkdirSync(join(dir, 'tmp'));
  return join(dir, 'bin/vegeo.cjs');
}
const tmpOf = (bin) => join(bin, '../../tmp');

console.log('Construyendo las variantes…');
const bins = { full: await buildVariant('full', []) };
for (const [part, { without }] of Object.entries(PARTS)) bins[part] = without.length > 0 ? await buildVariant(part, without) : bins.full;

const quote = (args) => args.map((arg) => `'${arg}'`).join(' ');
const onTerminal = (args) => ['script', ['-qfc', quote(args), '/dev/null']];
const names = (out) => out.toLowerCase().includes('mérida');
const isJson = (out) => JSON.parse(out).iso_31662 === 'VE-L';
const lookup = (bin, figure) => {
  const args = [node, bin, 'estado', 'Mérida', ...(figure === 'json' ? ['--json'] : [])];
  return figure === 'terminal' ? onTerminal(args) : [args[0], args.slice(1)];
};
const variant = (bin, figure) => ({ cmd: lookup(bin, figure), env: { TMPDIR: tmpOf(bin) }, expect: figure === 'json' ? isJson : names });

const cases = [
  { name: 'node -e 0', cmd: [node, ['-e', '0']] },
  { name: 'upstream, piped', cmd: [node, [upstream, 'Mérida']], expect: names },
  { name: 'upstream, terminal', cmd: onTerminal([node, upstream, 'Mérida']), expect: names },
  ...['piped', 'json', 'terminal'].map((figure) => ({ name: `full, ${figure}`, ...variant(bins.full, figure) })),
  ...Object.entries(PARTS).flatMap(([part, { figures }]) =>
    figures.map((figure) => {
      const { env, ...rest } = variant(bins[part], figure);
      return { name: `without ${part}, ${figure}`, ...rest, env: PARTS[part].codeCache === false ? { ...env, NODE_DISABLE_COMPILE_CACHE: '1' } : env };
    }),
  ),
];

// Python runs each command and reports its wall time and the CPU time of it and its children
// (getrusage, to the microsecond): on a shared machine CPU time moves less with the load than wall
// time does, and an A/B of start-up parts is first of all CPU work.
const RUN = `import json, resource, subprocess, sys, time
before = resource.getrusage(resource.RUSAGE_CHILDREN)
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, capture_output=True)
wall = time.perf_counter() - start
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
print(json.dumps({"wall": wall * 1000, "cpu": cpu * 1000, "status": done.returncode, "out": done.stdout.decode(errors="replace"), "err": done.stderr.decode(errors="replace")[-500:]}))`;

function timeOnce({ name, cmd: [file, args], env = {}, expect }) {
  const result = spawnSync('python3', ['-c', RUN, file, ...args], { encoding: 'utf8', env: { ...process.env, TERM: 'xterm-256color', ...env } });
  const { wall, cpu, status, out, err } = JSON.parse(result.stdout);
  if (status !== 0) throw new Error(`${name}: exited ${status}: ${err}`);
  if (expect && !expect(out)) throw new Error(`${name}: unexpected output ${out.slice(0, 200)}`);
  return { wall, cpu };
}

const times = interleaved(cases, { runs: RUNS, warmup: WARMUP }, timeOnce);
const med = (name, kind) => median(times.get(name).map((t) => t[kind]));

console.log(`carga: ${spawnSync('uptime', { encoding: 'utf8' }).stdout.trim()}`);
console.log(`Arranque de vegeo estado Mérida, medianas de ${RUNS} rondas intercaladas (${WARMUP} de calentamiento), Node ${process.versions.node}`);
console.log(`  ${''.padEnd(42)} ${'reloj'.padStart(7)} ${'CPU'.padStart(7)}`);
for (const c of cases) console.log(`  ${c.name.padEnd(42)} ${med(c.name, 'wall').toFixed(0).padStart(4)} ms ${med(c.name, 'cpu').toFixed(0).padStart(4)} ms`);
console.log(`Lo que compra cada parte: 1 − con / sin, en reloj y en CPU (se queda con ≥ ${KEEP * 100} % en alguna medida)`);
const gain = (figure, part, kind) => 1 - med(`full, ${figure}`, kind) / med(`without ${part}, ${figure}`, kind);
const percent = (value) => `${(value * 100).toFixed(0)} %`;
for (const [part, { replaces, figures }] of Object.entries(PARTS)) {
  const text = figures.map((figure) => `${figure} ${percent(gain(figure, part, 'wall'))} · CPU ${percent(gain(figure, part, 'cpu'))}`).join('; ');
  const best = Math.max(...figures.flatMap((figure) => [gain(figure, part, 'wall'), gain(figure, part, 'cpu')]));
  console.log(`  ${part.padEnd(26)} (en lugar de ${replaces}): ${text} → ${best >= KEEP ? 'llega' : 'no llega'}`);
}
const ratio = (a, b) => (med(a, 'wall') / med(b, 'wall')).toFixed(2);
console.log(`Metas (reloj): terminal ${ratio('full, terminal', 'upstream, terminal')}× upstream (≤ 1), texto plano ${ratio('full, piped', 'upstream, piped')}× (≤ 1), --json ${ratio('full, json', 'node -e 0')}× node -e 0 (≤ 1,25)`);
rmSync(scratch, { recursive: true, force: true });
