// The ine edition against the default: estado, municipio and parroquia over every name of the
// edition in four spellings, and buscar over every name misspelt once (CPU time per call, median
// of rounds, each measurement in its own process, the two editions alternating --repeat times).
// Goal: the ine edition as fast as the default (ratio near 1).
// Run: npm run build -w @vegeo/data && node bench/editions.mjs [--rounds N] [--repeat N]
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { editionOf, inputsOf } from './editions-case.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, repeat: { type: 'string', default: '3' } },
  strict: false,
});
const CASE = fileURLToPath(new URL('./editions-case.mjs', import.meta.url));
const run = (edition, lookup) =>
  Number(execFileSync(process.execPath, [CASE, edition, lookup, values.rounds], { encoding: 'utf8' }).trim());
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const format = (ns) => (ns >= 1000 ? `${(ns / 1000).toFixed(1)} µs` : `${ns.toFixed(1)} ns`).padStart(10);

console.log(`editions: ns of CPU time per call, median of ${values.rounds} rounds × ${values.repeat} processes; load average ${loadavg()[0].toFixed(2)}`);
console.log(`${'lookup'.padEnd(10)}${'calls'.padStart(13)}${'default'.padStart(11)}${'ine'.padStart(11)}${'ine/default'.padStart(13)}`);
for (const lookup of ['estado', 'municipio', 'parroquia', 'buscar']) {
  const pairs = Array.from({ length: Number(values.repeat) }, () => [run('default', lookup), run('ine', lookup)]);
  const calls = ['default', 'ine'].map((e) => inputsOf(editionOf(e).pais, lookup).length).join('/');
  const ratio = median(pairs.map(([base, ours]) => ours / base));
  console.log(
    `${lookup.padEnd(10)}${calls.padStart(13)} ${format(median(pairs.map(([b]) => b)))} ${format(median(pairs.map(([, o]) => o)))}${`${ratio.toFixed(2)}×`.padStart(13)}`,
  );
}
console.log(`load average now ${loadavg()[0].toFixed(2)}`);
