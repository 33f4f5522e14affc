// Ranked fuzzy search: vegeo's buscar against MiniSearch and Fuse.js on the same records and the
// same seeded misspelt queries. Runs on the build: npm run build -w @vegeo/data, then
// node data/bench/buscar.mjs [--full] [--rounds N] [--seconds S]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { createBuscar } from '../dist/_lib/search/index.js';
import { KINDS, TYPOS, fold, hit, misspellings, records } from '../test/typos.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const ROUNDS = option('--rounds', 7);
// Fuse.js takes milliseconds a query: rounds stop once a library has used this many seconds.
const SECONDS = option('--seconds', 20);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

const pais = JSON.parse(readFileSync(new URL('../venezuela.json', import.meta.url), 'utf8'));
const list = records(pais);
const nameOf = new Map(list.map((r) => [r.id, fold(r.nombre)]));
const queries = misspellings(list, { rotate: !args.includes('--full') });

// Each library indexes the same records (name, tipo, id) and answers a query with ranked ids.
// The competitors get accent folding, as anyone would configure them for Spanish names.
const libraries = {
  vegeo: () => {
    const buscar = createBuscar(pais);
    return (texto) => buscar(texto).map((r) => r.id);
  },
  MiniSearch: () => {
    const index = new MiniSearch({
      fields: ['nombre'],
      storeFields: ['tipo'],
      processTerm: (term) => fold(term) || null,
      searchOptions: { fuzzy: 0.25, prefix: true },
    });
    index.addAll(list);
    return (texto) => index.search(texto).map((r) => r.id);
  },
  'Fuse.js': () => {
    const index = new Fuse(list, { keys: ['nombre'], threshold: 0.4, ignoreDiacritics: true });
    return (texto) => index.search(texto, { limit: 10 }).map((r) => r.item.id);
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Microseconds of wall clock, and of this process's CPU: on a busy machine the wall clock also
// counts the time others had the processor, so CPU time is the figure compared.
const now = () => Number(process.hrtime.bigint()) / 1e3;
// Typed arrays keep their bytes outside the JavaScript heap: both count.
const used = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

function measure(build) {
  const builds = [];
  let search;
  let memory = 0;
  for (let i = 0; i < 5; i++) {
    search = undefined;
    gc();
    const before = used();
    const start = cpu();
    search = build();
    builds.push(cpu() - start);
    gc();
    memory = used() - before;
  }
  // The first pass warms up and answers the accuracy questions; the timed rounds follow.
  const answers = queries.map((q) => search(q.texto));
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
  return { answers, perQuery: median(cpus), wall: median(walls), rounds: cpus.length, build: median(builds), memory };
}

function accuracy(answers, kinds, n, strict = false) {
  let total = 0;
  let good = 0;
  queries.forEach((q, i) => {
    if (!kinds.includes(q.kind)) return;
    total++;
    if (hit(answers[i], q.id, nameOf, n, strict)) good++;
  });
  return `${((100 * good) / total).toFixed(1)}%`;
}

const results = {};
for (const [name, build] of Object.entries(libraries)) results[name] = measure(build);

const names = Object.keys(results);
const ours = results.vegeo;
const rows = [
  ['µs a query, CPU (median of rounds)', (r) => r.perQuery.toFixed(1)],
  ['  × vegeo', (r) => `${(r.perQuery / ours.perQuery).toFixed(1)}×`],
  ['µs a query, wall clock', (r) => r.wall.toFixed(1)],
  ['rounds', (r) => String(r.rounds)],
  ['top-1, one typo', (r) => accuracy(r.answers, TYPOS, 1)],
  ['top-3, one typo', (r) => accuracy(r.answers, TYPOS, 3)],
  ['top-3, one typo, exact id', (r) => accuracy(r.answers, TYPOS, 3, true)],
  ...TYPOS.map((kind) => [`  top-3, ${kind}`, (r) => accuracy(r.answers, [kind], 3)]),
  ['top-3, accents and case', (r) => accuracy(r.answers, ['accents'], 3)],
  ['top-3, prefix (60%)', (r) => accuracy(r.answers, ['prefix'], 3)],
  ['top-3, all kinds', (r) => accuracy(r.answers, KINDS, 3)],
  ['index build, ms CPU (median of 5)', (r) => (r.build / 1000).toFixed(1)],
  ['  × vegeo', (r) => `${(r.build / ours.build).toFixed(1)}×`],
  ['index memory, MB (retained after GC)', (r) => (r.memory / 2 ** 20).toFixed(2)],
  ['  × vegeo', (r) => `${(r.memory / ours.memory).toFixed(1)}×`],
];
console.log(`buscar: ${queries.length} misspelt queries of ${list.length} names (seeded), load average ${loadavg()[0].toFixed(1)}`);
console.log('top-n: the intended entry, or another of the same name, among the first n; exact id: that entry only');
const table = [['', ...names], ...rows.map(([label, cell]) => [label, ...names.map((n) => cell(results[n]))])];
const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
for (const row of table) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c] + 2))).join(''));
