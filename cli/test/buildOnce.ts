import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from '../../scripts/stale.mjs';

/**
 * Builds dist/ before the tests, so they spawn what `npm run build` ships; kept when newer than
 * its sources, so that other packages' tests spawning the CLI meanwhile never find it half-written.
 */
export default function setup(): void {
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  if (!isStale('cli/dist/main.js', ['cli/src', 'cli/scripts', 'cli/bin', 'cli/package.json', 'data/src', 'data/dist'])) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}
