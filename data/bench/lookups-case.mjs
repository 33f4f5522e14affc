// One measurement of lookups.mjs, in its own process: node lookups-case.mjs
// <vegeo|venezuela|floor> <estado|municipio|parroquia> <known|unseen> <rounds>; prints the median
// ns per call. `floor` is the least any lookup by a new spelling does: `trim()`, `toLowerCase()`
// and a hit in a Map of the names in lower case.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { pais } from '../dist/index.js';

const stripAccents = (s) => s.replace(/[áéíóúÁÉÍÓÚ]/g, (c) => 'aeiouAEIOU'['áéíóúÁÉÍÓÚ'.indexOf(c)]);
const variants = (names) => names.flatMap((n) => [n, n.toUpperCase(), n.toLowerCase(), stripAccents(n)]);
const municipios = pais.flatMap((r) => r.municipios);

/** Every name of each level, as written, upper case, lower case and without accents. */
export const inputs = {
  estado: variants(pais.map((r) => r.estado)),
  municipio: variants(municipios.map((m) => m.municipio)),
  parroquia: variants(municipios.flatMap((m) => m.parroquias)),
};

/**
 * Spellings all different, more of them than our memo holds (4096), visited in turn: each name
 * with a pattern of letters in the other case and blanks around it (ours only: upstream does not
 * fold blanks). A place is asked for by another spelling each time, so none is ever remembered.
 * Flat strings, as a program gets them from its arguments or from JSON.
 */
export function unseen(names) {
  const spellings = new Set();
  for (let k = 1; spellings.size < 6000; k += 1) {
    for (const name of names) {
      const flipped = [...name].map((c, i) => ((k >> i % 8) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');
      spellings.add(`${' '.repeat(k % 8)}${flipped}${' '.repeat(Math.floor(k / 8))}`);
    }
  }
  return JSON.parse(JSON.stringify([...spellings]));
}

// Rounds are timed in CPU time (user + system) of this process, not wall time: on a shared,
// busy machine wall time mostly measures the other processes.
const MIN_ROUND_US = 50_000;
let sink = 0;

function cpuMicros() {
  const { user, system } = process.cpuUsage();
  return user + system;
}

function pass(lookup, names) {
  for (let i = 0; i < names.length; i += 1) if (lookup(names[i]) !== undefined) sink += 1;
}

// Reading the clock is a system call (about a microsecond): it is read only every `batch`
// passes, enough for a millisecond or more, so that it weighs nothing on a fast lookup.
let batch = 1;

function round(lookup, names) {
  let passes = 0;
  let elapsed = 0;
  const start = cpuMicros();
  do {
    for (let b = 0; b < batch; b += 1) pass(lookup, names);
    passes += batch;
    elapsed = cpuMicros() - start;
  } while (elapsed < MIN_ROUND_US);
  return (elapsed * 1000) / (passes * names.length);
}

/** Median ns per call of `lookup` over `names`, after warming up. */
export function measure(lookup, names, rounds) {
  // Two warm-up rounds: the first also builds the indexes and compiles, so the batch is sized
  // again from the second.
  for (let warmUp = 0; warmUp < 2; warmUp += 1) {
    batch = Math.max(1, Math.ceil(1e6 / (round(lookup, names) * names.length)));
  }
  const times = Array.from({ length: rounds }, () => round(lookup, names)).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [library, name, spellings, rounds] = process.argv.slice(2);
  const api = library === 'venezuela' ? createRequire(import.meta.url)('venezuela') : await import('../dist/index.js');
  const names = spellings === 'unseen' ? unseen(inputs[name]) : inputs[name];
  const fn = api[name];
  const lower = new Map(inputs[name].map((n) => [n.toLowerCase(), n]));
  const lookup = library === 'floor' ? (n) => lower.get(n.trim().toLowerCase()) : (n) => fn.call(api, n);
  console.log(measure(lookup, names, Number(rounds)));
  if (sink < 0) console.log(sink);
}
