import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds dist/ once before the tests, so they spawn what `npm run build` ships. */
export default function setup(): void {
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}
