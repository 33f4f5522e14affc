import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isPortFree } from '@vegeo/testkit';
import { createGlobalSetup } from '@vegeo/testkit/global-setup';
import { FIRST_PORTS } from './ports.js';

const functionsDir = fileURLToPath(new URL('../../../functions/', import.meta.url));

type Ports = { auth: number; database: number; functions: number };

/**
 * Ports of their own, so these tests run beside a developer's emulators, another package's suite,
 * or another run of this one: the first free set of 9399/9300/5301, 9409/9310/5311, …
 * (`VEGEO_EMULATORS_PORTS=auth,database,functions` chooses them instead).
 */
async function ports(): Promise<Ports> {
  const [auth, database, functions] = (process.env['VEGEO_EMULATORS_PORTS'] ?? '').split(',').map(Number);
  if (auth && database && functions) return { auth, database, functions };
  for (let step = 0; step < 30; step++) {
    const set = { auth: FIRST_PORTS.auth + 10 * step, database: FIRST_PORTS.database + 10 * step, functions: FIRST_PORTS.functions + 10 * step };
    if ((await Promise.all(Object.values(set).map((port) => isPortFree(port)))).every(Boolean)) return set;
  }
  throw new Error('No hay puertos libres para los emuladores de prueba');
}

/** Builds functions/lib when missing (the Functions emulator loads it), then starts the emulators. */
export default async function setup(...args: Parameters<ReturnType<typeof createGlobalSetup>>) {
  if (!existsSync(`${functionsDir}lib/index.js`)) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: functionsDir, stdio: 'ignore' });
  }
  const start = createGlobalSetup({ functions: true, timeoutMs: 150_000, ports: await ports() });
  return start(...args);
}
