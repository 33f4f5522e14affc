// The package's bench script: runs each benchmark in this folder in turn, in its own process.
// A benchmark is a .mjs file here that no other file here imports (those are its helpers).
// Arguments are passed on to each, so give only those all understand:
// npm run bench -w @vegeo/data -- --rounds 3
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const self = basename(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((f) => f.endsWith('.mjs') && f !== self).sort();
const imported = new Set(files.flatMap((f) => [...readFileSync(join(here, f), 'utf8').matchAll(/from '\.\/([^']+\.mjs)'/g)].map((m) => m[1])));

let failed = 0;
for (const file of files.filter((f) => !imported.has(f))) {
  console.log(`\n— ${file}`);
  const { status } = spawnSync(process.execPath, [join(here, file), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
