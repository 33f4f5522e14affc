// `vegeo normalizar` over a CSV of a million rows (the messy rows of @vegeo/data's normalizar
// bench, repeated in a shuffled order, half of them with the estado left out or written as a
// free-text address), run through the built bin: its peak RSS, its rows per second, and the peak
// RSS of the same command on a tenth of the file, and the whole file again with V8's heap capped
// at 96 MiB (V8 grows its heap while memory is free: the capped run shows what the command needs).
// Needs the CLI built (npm run build -w vegeo); skipped with a note otherwise. --antes names another
// build's bin (an earlier commit's cli/, copied aside) measured in the same run, for a before/after.
// node bench/normalizar-cli.mjs [--rows 1000000] [--antes /tmp/antes/bin/vegeo.cjs]
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seeded, sets } from './normalizar-sets.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const rows = Number(arg('--rows')) || 1_000_000;
const before = arg('--antes');
const bin = fileURLToPath(new URL('../../cli/bin/vegeo.cjs', import.meta.url));
if (!existsSync(fileURLToPath(new URL('../../cli/dist/main.js', import.meta.url)))) {
  console.log('vegeo normalizar: sin medir, la terminal no está construida (npm run build -w vegeo)');
  process.exit(0);
}
// Loaded into the command with --import: its peak RSS (KiB) on stderr at exit.
const rss = `data:text/javascript,${encodeURIComponent("import { writeSync } from 'node:fs'; process.on('exit', () => writeSync(2, `pico RSS ${process.resourceUsage().maxRSS}\\n`));")}`;
const dir = mkdtempSync(join(tmpdir(), 'vegeo-normalizar-'));

const quote = (v) => (v === undefined ? '' : /[;"\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
async function writeFile(path, count) {
  const pool = sets(5000).flatMap((s) => s.rows.map((r) => r.fila));
  const random = seeded(7);
  const out = createWriteStream(path);
  out.write('cliente;estado;municipio;parroquia;direccion\r\n');
  for (let i = 0; i < count; i++) {
    const f = pool[Math.floor(random() * pool.length)];
    const line = `c${i};${quote(f.estado)};${quote(f.municipio)};${quote(f.parroquia)};${quote(f.texto)}\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

function run(path, node = [], command = bin) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [...node, '--import', rss, command, 'normalizar', path, '--salida', join(dir, 'salida.csv')], { encoding: 'utf8' });
  const seconds = (performance.now() - start) / 1000;
  const peak = Number(/pico RSS (\d+)/.exec(result.stderr)?.[1]);
  return { seconds, peak, status: result.status, summary: result.stderr.split('\n')[0] };
}

const big = join(dir, 'grande.csv');
const small = join(dir, 'decimo.csv');
await writeFile(big, rows);
await writeFile(small, rows / 10);
const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const perSecond = (r) => `${Math.round(rows / r.seconds).toLocaleString('es-VE')} filas/s`;
/** One build measured: a tenth of the file, the whole file, the whole file with V8's heap capped. */
function measure(command) {
  const tenth = run(small, [], command);
  const whole = run(big, [], command);
  // V8 lets its heap grow while memory is free; capped, the same run shows what it needs.
  const capped = run(big, ['--max-old-space-size=96'], command);
  return { tenth, whole, capped };
}
function report(label, { tenth, whole, capped }) {
  console.log(`${label}: ${whole.summary}`);
  console.log(`  ${perSecond(whole)} (${whole.seconds.toFixed(1)} s, arranque incluido), salida ${whole.status}`);
  console.log(`  pico RSS: ${mib(whole.peak)} con ${rows.toLocaleString('es-VE')} filas; ${mib(tenth.peak)} con ${(rows / 10).toLocaleString('es-VE')} (razón ${(whole.peak / tenth.peak).toFixed(2)})`);
  console.log(`  con el montón de V8 limitado a 96 MiB: salida ${capped.status}, pico RSS ${mib(capped.peak)}, ${perSecond(capped)}`);
}
console.log(`vegeo normalizar: ${rows.toLocaleString('es-VE')} filas (${(statSync(big).size / 2 ** 20).toFixed(0)} MiB), salida CSV en un archivo · carga ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
const after = measure(bin);
report('esta versión', after);
if (before !== undefined) {
  const earlier = measure(before);
  report(`antes (${before})`, earlier);
  console.log(`  razón esta / antes: pico RSS con ${rows.toLocaleString('es-VE')} filas ${(after.whole.peak / earlier.whole.peak).toFixed(2)}, filas/s ${(earlier.whole.seconds / after.whole.seconds).toFixed(2)}`);
}
rmSync(dir, { recursive: true, force: true });
