// What a user pays to install the terminal and to run it the first time: `npm install` of the
// packed `vegeo` into an empty project, beside upstream `venezuela@2.0.0` and beside the same
// tarball with firebase-admin installed too (what every install cost before firebase-admin became
// an optional peer). Prints node_modules' size and package count, then the first
// `npx … Mérida` after the install and the median of the next runs, measured in one run.
// Needs the npm registry (or npm's cache). Figures only, no assertions: the machine is shared.
// node_modules is counted twice: the bytes its files hold, and the disk they take (du).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, pack } from '../src/pack.mjs';
import { userEnv } from '../src/npm.mjs';
import { freshProject, installedPackages, sizeOf } from '../src/project.mjs';

const RUNS = 5;
const CLI = { name: 'vegeo' };

build([{ name: '@vegeo/data' }, CLI]);
const tarballs = await mkdtemp(join(tmpdir(), 'vegeo-bench-'));
const [{ tarball }] = pack([CLI], tarballs);

const cases = [
  { label: 'vegeo', specs: [tarball], command: 'npx vegeo estado Mérida' },
  { label: 'venezuela@2.0.0', specs: ['venezuela@2.0.0'], command: 'npx venezuela Mérida' },
  { label: 'vegeo + firebase-admin (antes)', specs: [tarball, 'firebase-admin@13'], command: 'npx vegeo estado Mérida' },
];

// Every project installed first; then npm itself is warmed once, so that no case pays its cold
// start; then each first run, and the later runs taken in turns.
const projects = [];
for (const { label, specs, command } of cases) {
  const started = performance.now();
  const dir = await freshProject(specs);
  projects.push({ label, command, dir, installMs: performance.now() - started });
}
spawnSync('npm', ['--version'], { env: userEnv() });
/** @param {{ command: string, dir: string }} project */
const time = ({ command, dir }) => {
  const start = performance.now();
  const run = spawnSync('sh', ['-c', `${command} > /dev/null`], { cwd: dir, env: userEnv() });
  if (run.status !== 0) throw new Error(`${command}: ${run.stderr}`);
  return performance.now() - start;
};
const firsts = projects.map(time);
/** @type {number[][]} */
const later = projects.map(() => []);
for (let round = 0; round < RUNS; round++) projects.forEach((project, i) => later[i].push(time(project)));

const results = [];
for (const [i, { label, dir, installMs }] of projects.entries()) {
  const modules = join(dir, 'node_modules');
  const disk = Number(spawnSync('du', ['-sk', modules], { encoding: 'utf8' }).stdout.split('\t')[0]) * 1024;
  const next = later[i].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  results.push({ label, bytes: await sizeOf(modules), disk, packages: (await installedPackages(dir)).length, installMs, first: firsts[i], next });
  await rm(dir, { recursive: true, force: true });
}
await rm(tarballs, { recursive: true, force: true });

/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
const [ours, upstream] = results;
console.log(`${'instalación en un proyecto vacío'.padEnd(34)}${'node_modules'.padStart(12)}${'en disco'.padStart(10)}${'paquetes'.padStart(10)}${'npm install'.padStart(13)}${'1.ª npx'.padStart(10)}${`npx (mediana de ${RUNS})`.padStart(22)}`);
for (const { label, bytes, disk, packages, installMs, first, next } of results) {
  console.log(`${label.padEnd(34)}${mb(bytes).padStart(12)}${mb(disk).padStart(10)}${String(packages).padStart(10)}${ms(installMs).padStart(13)}${ms(first).padStart(10)}${ms(next).padStart(22)}`);
}
console.log(
  `\nvegeo / venezuela@2.0.0: node_modules ${(ours.bytes / upstream.bytes).toFixed(2)}× (en disco ${(ours.disk / upstream.disk).toFixed(2)}×), 1.ª npx ${(ours.first / upstream.first).toFixed(2)}×, ` +
    `npx ${(ours.next / upstream.next).toFixed(2)}× (meta: node_modules ≤ 5 MB; la 1.ª npx, como antes: ${(ours.first / results[2].first).toFixed(2)}×)`,
);
