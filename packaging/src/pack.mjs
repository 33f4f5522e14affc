import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDS, buildIsStale } from '../../scripts/stale.mjs';
import { userEnv } from './npm.mjs';

export const WORKSPACE = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Builds the packages in the order given (a package may bundle one before it), as `npm run build`
 * does, each only when its build is older than its sources (scripts/stale.mjs). A build empties
 * dist/ first: under the root `npm test`, which has just built them all, rebuilding here would
 * pull the CLI and the data out from under the other lanes' tests while they run them.
 * @param {readonly { name: string, dir?: string }[]} packages
 */
export function build(packages) {
  for (const { name, dir } of packages) {
    if (dir && dir in BUILDS && !buildIsStale(/** @type {keyof typeof BUILDS} */ (dir))) continue;
    execFileSync('npm', ['run', 'build', '--silent', '-w', name], { cwd: WORKSPACE, env: userEnv(), stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/**
 * `npm pack` of each package into `destination`: what `npm publish` would upload. Built just
 * before, so their prepack (a build) need not run again.
 * @param {readonly { name: string }[]} packages
 * @param {string} destination
 * @returns {{ name: string, tarball: string, files: string[] }[]} each tarball's absolute path and the paths it holds
 */
export function pack(packages, destination) {
  const args = ['pack', '--json', '--ignore-scripts', '--pack-destination', destination, ...packages.flatMap(({ name }) => ['-w', name])];
  const output = execFileSync('npm', args, { cwd: WORKSPACE, env: userEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  /** @type {{ name: string, filename: string, files: { path: string }[] }[]} */
  const reports = JSON.parse(output);
  return reports.map(({ name, filename, files }) => ({ name, tarball: join(destination, filename), files: files.map(({ path }) => path) }));
}
