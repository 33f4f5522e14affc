// Times estado, municipio and parroquia of @vegeo/data (built, ../dist) against venezuela@2.0.0
// over every name of the dataset and its case and accent variants, then by spellings never seen
// before against the floor of any lookup by a new spelling (goal: at most twice it). Each measurement runs in its
// own process, so that one lookup's compiled code and garbage do not weigh on another's: a
// warm-up round, then several rounds long enough to time (in CPU time: see lookups-case.mjs),
// and the median round. Ours and
// upstream's alternate, several times over (--repeat), so that a busy machine weighs on both;
// the table shows the medians over the repeats, the ratio the median of the pairs' ratios.
// Run: npm run build -w @vegeo/data && node bench/lookups.mjs [--rounds N] [--repeat N]
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { inputs, unseen } from './lookups-case.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, repeat: { type: 'string', default: '3' } },
  strict: false,
});
const CASE = fileURLToPath(new URL('./lookups-case.mjs', import.meta.url));

/** Median ns per call of one lookup of one library, measured in a child process. */
function run(library, lookup, spellings = 'known') {
  const args = [CASE, library, lookup, spellings, values.rounds];
  return Number(execFileSync(process.execPath, args, { encoding: 'utf8' }).trim());
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const format = (ns) => (ns >= 1000 ? `${(ns / 1000).toFixed(1)} µs` : `${ns.toFixed(1)} ns`).padStart(10);

console.log(`lookups: ns of CPU time per call, median of ${values.rounds} rounds × ${values.repeat} processes; load average ${loadavg()[0].toFixed(2)}`);
console.log(`${'lookup'.padEnd(11)}${'calls'.padStart(6)}${'@vegeo/data'.padStart(13)}${'venezuela'.padStart(12)}${'ratio'.padStart(8)}${'goal'.padStart(7)}`);
for (const lookup of ['estado', 'municipio', 'parroquia']) {
  const pairs = Array.from({ length: Number(values.repeat) }, () => [run('vegeo', lookup), run('venezuela', lookup)]);
  const ours = median(pairs.map(([mine]) => mine));
  const upstream = median(pairs.map(([, theirs]) => theirs));
  const ratio = median(pairs.map(([mine, theirs]) => theirs / mine));
  const verdict = ratio >= 100 ? 'ok' : 'MISSED';
  console.log(
    `${lookup.padEnd(11)}${String(inputs[lookup].length).padStart(6)}  ${format(ours)}  ${format(upstream)}  ${`${Math.round(ratio)}×`.padStart(6)}  ${verdict.padStart(5)}`,
  );
}
console.log('spellings never seen before (case mixed, blanks around; past the memo), against the floor of');
console.log('trim() + toLowerCase() + a Map hit:');
console.log(`${'lookup'.padEnd(11)}${'calls'.padStart(6)}${'@vegeo/data'.padStart(13)}${'floor'.padStart(12)}${'ratio'.padStart(8)}${'goal'.padStart(7)}`);
for (const lookup of ['estado', 'municipio', 'parroquia']) {
  const pairs = Array.from({ length: Number(values.repeat) }, () => [run('vegeo', lookup, 'unseen'), run('floor', lookup, 'unseen')]);
  const ratio = median(pairs.map(([mine, floor]) => mine / floor));
  const verdict = ratio <= 2 ? 'ok' : 'MISSED';
  console.log(
    `${lookup.padEnd(11)}${String(unseen(inputs[lookup]).length).padStart(6)}  ${format(median(pairs.map(([mine]) => mine)))}  ${format(median(pairs.map(([, floor]) => floor)))}  ${`${ratio.toFixed(2)}×`.padStart(6)}  ${verdict.padStart(5)}`,
  );
}
console.log(`load average now ${loadavg()[0].toFixed(2)}`);
