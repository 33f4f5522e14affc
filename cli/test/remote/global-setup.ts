import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGlobalSetup } from '@vegeo/testkit/global-setup';

const functionsDir = fileURLToPath(new URL('../../../functions/', import.meta.url));

// Ports of their own (VEGEO_EMULATORS_PORTS=auth,database,functions to move them), so these
// tests run beside the emulators of a developer or of another package's suite.
const [auth = 9399, database = 9300, functions = 5301] = (process.env['VEGEO_EMULATORS_PORTS'] ?? '')
  .split(',')
  .filter(Boolean)
  .map(Number);

const start = createGlobalSetup({ functions: true, timeoutMs: 150_000, ports: { auth, database, functions } });

/** Builds functions/lib when missing (the Functions emulator loads it), then starts the emulators. */
export default function setup(...args: Parameters<typeof start>) {
  if (!existsSync(`${functionsDir}lib/index.js`)) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: functionsDir, stdio: 'ignore' });
  }
  return start(...args);
}
