// `vegeo lote` on one long line, beside jq reading the same input (`jq -c .`): the time a line of
// 5, 20 and 40 MB takes, and peak memory. vegeo answers a line over 1 MiB with an error line and
// skips the rest unheld, so its cost follows the input's size; jq parses the whole line. One run
// each, figures only: the machine is noisy.
//
//   node bench/loteLongLine.mjs            (after `npm run build -w vegeo`; jq on PATH)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = process.env.VEGEO_BIN ?? fileURLToPath(new URL('../bin/vegeo.cjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'vegeo-bench-linea-'));
const hasJq = spawnSync('jq', ['--version']).status === 0;
const time = existsSync('/usr/bin/time') ? '/usr/bin/time -f %M ' : '';

/** Seconds and peak KiB of `command` reading `file` on stdin. */
function run(command, file) {
  const start = process.hrtime.bigint();
  const result = spawnSync('sh', ['-c', `${time}${command} < '${file}' > /dev/null`], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { seconds, kib: Number(result.stderr.trim().split('\n').pop()) };
}

try {
  console.log('línea    vegeo lote        jq -c .           vegeo/jq');
  for (const mb of [5, 20, 40]) {
    const file = join(scratch, `${mb}.jsonl`);
    writeFileSync(file, `{"tipo":"estado","nombre":"${'a'.repeat(mb * 2 ** 20)}"}\n{"tipo":"capital"}\n`);
    const ours = run(`'${process.execPath}' '${bin}' lote`, file);
    const peer = hasJq ? run('jq -c .', file) : undefined;
    const cell = (r) => (r ? `${r.seconds.toFixed(2)} s ${Math.round(r.kib / 1024)} MB`.padEnd(18) : 'sin jq'.padEnd(18));
    console.log(`${String(mb).padStart(2)} MB    ${cell(ours)}${cell(peer)}${peer ? (ours.seconds / peer.seconds).toFixed(2) + '×' : ''}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
