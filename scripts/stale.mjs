// Whether a build's output is older than what it is built from. A package's tests build only when
// needed: a test run never rewrites what another package's tests, running beside it, are loading
// (the Functions emulator reloads on any change under functions/; the admin's tests spawn the CLI).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const inRepo = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function newestChange(path, skip) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || skip.includes(entry)) continue;
    newest = Math.max(newest, newestChange(join(path, entry), skip));
  }
  return newest;
}

/**
 * True when `output` is missing or any file under `inputs` (files or folders, node_modules and
 * the names in `skip` left out) changed after it. Paths are the repository's: `'data/src'`.
 */
export function isStale(output, inputs, { skip = [] } = {}) {
  const built = statSync(inRepo(output), { throwIfNoEntry: false });
  if (!built) return true;
  return inputs.some((input) => newestChange(inRepo(input), skip) > built.mtimeMs);
}

/**
 * The builds tests may run: for each package folder, a file its build writes after the others
 * it checks, and what it is built from. @vegeo/data's folder is read whole but for what its
 * build writes or never reads.
 */
export const BUILDS = {
  data: { output: 'data/dist/index.js', inputs: ['data'], skip: ['dist', 'descargas', 'NOTICE.md', 'test', 'test-artifacts', 'bench'] },
  cli: { output: 'cli/dist/vegeo.cjs', inputs: ['cli/src', 'cli/scripts', 'cli/bin', 'cli/package.json', 'data/src', 'data/dist', 'backend/src', 'backend/dist'] },
  // src/embedded is written by the build itself.
  react: { output: 'react/dist/index.js', inputs: ['react/src', 'react/scripts', 'react/package.json', 'data/src', 'data/dist'], skip: ['embedded'] },
  functions: { output: 'functions/lib/index.js', inputs: ['functions/src', 'functions/scripts', 'functions/package.json', 'data/src', 'backend/src'] },
};

/** Whether the build of the package in folder `dir` (a key of BUILDS) is older than its sources. */
export function buildIsStale(dir) {
  const { output, inputs, skip } = BUILDS[dir];
  return isStale(output, inputs, { skip });
}
