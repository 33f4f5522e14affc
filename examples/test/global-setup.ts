import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGlobalSetup } from '@vegeo/testkit/global-setup';

const functionsDir = fileURLToPath(new URL('../../functions/', import.meta.url));

/** Builds functions/lib when missing (the Functions emulator loads it), then starts the emulators. */
export default async function setup(...args: Parameters<ReturnType<typeof createGlobalSetup>>) {
  if (!existsSync(`${functionsDir}lib/index.js`)) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: functionsDir, stdio: 'ignore' });
  }
  return createGlobalSetup({ functions: true, timeoutMs: 150_000 })(...args);
}
