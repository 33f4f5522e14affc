import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from '../../scripts/stale.mjs';

/**
 * Builds dist/ before the tests, so they spawn what `npm run build` ships; kept when newer than
 * its sources, so that other packages' tests spawning the CLI meanwhile never find it half-written.
 */
export default function setup(): void {
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  if (!buildIsStale('cli')) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}
