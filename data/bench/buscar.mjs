// Ranked fuzzy search: vegeo's buscar against MiniSearch and Fuse.js on the same records and the
// same seeded misspelt queries. Runs on the build: npm run build -w @vegeo/data, then
// node data/bench/buscar.mjs [--full] [--rounds N] [--seconds S]
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { libraries, list } from './buscar-libraries.mjs';
import { KINDS, TWICE, TYPOS, fold, hit, misspellings } from '../test/typos.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const ROUNDS = option('--rounds', 7);
// Fuse.js takes milliseconds a query: rounds stop once a library has used this many seconds.
const SECONDS = option('--seconds', 20);
const FULL = args.includes('--full');
const WARM_UP = 1e6;

const nameOf = new Map(list.map((r) => [r.id, fold(r.nombre)]));
// Each name misspelt once, the kinds in turn (--full: once per kind); and each name with two
// typos, built the same way (two of the four kinds in turn on the same name, seeded).
const sets = {
  main: misspellings(list, { rotate: !FULL }),
  twice: misspellings(list, { kinds: [TWICE], seed: 19 }),
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Microseconds of wall clock and of this process's CPU: on a busy machine the wall clock also
// counts the time others had the processor, so CPU time is the figure compared.
const now = () => Number(process.hrtime.bigint()) / 1e3;
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * Median µs a query over timed rounds, CPU and wall clock; after untimed passes over the queries
 * until WARM_UP µs of CPU are spent, so that no library's rounds pay for its compilation (the
 * optimising compiler runs on threads whose time counts: on a busy machine, for hundreds of
 * milliseconds after the first pass).
 */
function time(search, queries) {
  for (let spent = 0; spent < WARM_UP; ) {
    const processor = cpu();
    for (const q of queries) search(q.texto);
    spent += cpu() - processor;
  }
  const walls = [];
  const cpus = [];
  for (let spent = 0; cpus.length < ROUNDS && (cpus.length === 0 || spent < SECONDS * 1e6); ) {
    const [wall, processor] = [now(), cpu()];
    for (const q of queries) search(q.texto);
    const elapsed = now() - wall;
    spent += elapsed;
    walls.push(elapsed / queries.length);
    cpus.push((cpu() - processor) / queries.length);
  }
  return { cpu: median(cpus), wall: median(walls), rounds: cpus.length };
}

function measure(name) {
  const builds = [];
  let search;
  for (let i = 0; i < 5; i++) {
    const start = cpu();
    search = libraries[name]();
    builds.push(cpu() - start);
  }
  const answers = {};
  for (const [set, queries] of Object.entries(sets)) answers[set] = queries.map((q) => search(q.texto));
  const memory = Number(execFileSync(process.execPath, ['--expose-gc', fileURLToPath(new URL('./buscar-libraries.mjs', import.meta.url)), name], { encoding: 'utf8' }));
  return { answers, main: time(search, sets.main), twice: time(search, sets.twice), build: median(builds), memory };
}

function accuracy(answers, set, kinds, n, strict = false) {
  let total = 0;
  let good = 0;
  sets[set].forEach((q, i) => {
    if (!kinds.includes(q.kind)) return;
    total++;
    if (hit(answers[set][i], q.id, nameOf, n, strict)) good++;
  });
  return `${((100 * good) / total).toFixed(1)}%`;
}

const results = {};
for (const name of Object.keys(libraries)) results[name] = measure(name);

const ours = results.vegeo;
const times = (value) => (r) => `${(value(r) / value(ours)).toFixed(1)}×`;
const rows = [
  ['µs a query, CPU (median of rounds)', (r) => r.main.cpu.toFixed(1)],
  ['  × vegeo', times((r) => r.main.cpu)],
  ['µs a query, wall clock', (r) => r.main.wall.toFixed(1)],
  ['rounds', (r) => String(r.main.rounds)],
  ['top-1, one typo', (r) => accuracy(r.answers, 'main', TYPOS, 1)],
  ['top-3, one typo', (r) => accuracy(r.answers, 'main', TYPOS, 3)],
  ['top-3, one typo, exact id', (r) => accuracy(r.answers, 'main', TYPOS, 3, true)],
  ...TYPOS.map((kind) => [`  top-3, ${kind}`, (r) => accuracy(r.answers, 'main', [kind], 3)]),
  ['top-3, accents and case', (r) => accuracy(r.answers, 'main', ['accents'], 3)],
  ['top-3, prefix (60%)', (r) => accuracy(r.answers, 'main', ['prefix'], 3)],
  ['top-3, all of the above', (r) => accuracy(r.answers, 'main', KINDS, 3)],
  ['two typos: top-3', (r) => accuracy(r.answers, 'twice', [TWICE], 3)],
  ['  µs a query, CPU', (r) => r.twice.cpu.toFixed(1)],
  ['  × vegeo', times((r) => r.twice.cpu)],
  ['index build, ms CPU (median of 5)', (r) => (r.build / 1000).toFixed(1)],
  ['  × vegeo', times((r) => r.build)],
  ['index memory, MB', (r) => (r.memory / 2 ** 20).toFixed(2)],
  ['  × vegeo', times((r) => r.memory)],
];

const names = Object.keys(results);
console.log(`buscar: ${sets.main.length} misspelt queries of ${list.length} names (seeded) and ${sets.twice.length} with two typos; load average ${loadavg()[0].toFixed(1)}`);
console.log('top-n: the intended entry, or another of the same name, among the first n; exact id: that entry only');
const table = [['', ...names], ...rows.map(([label, cell]) => [label, ...names.map((n) => cell(results[n]))])];
const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
for (const row of table) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c] + 2))).join(''));
