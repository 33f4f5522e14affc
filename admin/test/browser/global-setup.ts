import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePorts, isPortFree } from '@vegeo/testkit';
import { createGlobalSetup } from '@vegeo/testkit/global-setup';

const adminDir = fileURLToPath(new URL('../../', import.meta.url));
const functionsDir = fileURLToPath(new URL('../../../functions/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

/**
 * The first free set of 9499/9400/5401, 9509/9410/5411, … (`VEGEO_EMULATORS_PORTS` chooses
 * instead). The suite's second part starts ten sets further, so the two parts, starting at the
 * same moment, never both find the same set free.
 */
async function emulatorPorts() {
  const [auth, database, functions] = (process.env.VEGEO_EMULATORS_PORTS ?? '').split(',').map(Number);
  if (auth && database && functions) return { auth, database, functions };
  const first = process.env.VEGEO_BROWSER_PART === '2' ? 10 : 0;
  for (let step = first; step < first + 30; step++) {
    const set = { auth: 9499 + 10 * step, database: 9400 + 10 * step, functions: 5401 + 10 * step };
    if ((await Promise.all(Object.values(set).map((port) => isPortFree(port)))).every(Boolean)) return set;
  }
  throw new Error('No hay puertos libres para los emuladores de prueba');
}

/**
 * The emulators (with functions), then the app built for them (dist-emulators, built here when
 * missing) on Vite's preview server, which also answers Hosting's `/__/firebase/init.json`.
 */
export default async function setup(project: TestProject) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`Las pruebas del navegador necesitan Chromium en ${chromium}: apt-get install -y chromium`);
  if (!existsSync(`${functionsDir}lib/index.js`)) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: functionsDir, stdio: 'ignore' });
  if (!existsSync(`${adminDir}dist-emulators/index.html`)) {
    // The app as it ships: Vite keeps the NODE_ENV it finds, and vitest's 'test' would give
    // React's development build (StrictMode running every effect twice, for one).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await (await import('vite')).build({ root: adminDir, mode: 'emulators', logLevel: 'warn' });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const stopEmulators = await createGlobalSetup({ functions: true, timeoutMs: 150_000, ports: await emulatorPorts() })(project);
  const { env, ports, projectId } = project.getProvidedContext().vegeoEmulators;
  process.env.VEGEO_ADMIN_HOSTING = JSON.stringify({
    projectId,
    emulators: { auth: env.FIREBASE_AUTH_EMULATOR_HOST, database: env.FIREBASE_DATABASE_EMULATOR_HOST, functions: `127.0.0.1:${ports.functions}` },
  });
  const { preview } = await import('vite');
  const server = await preview({
    root: adminDir,
    mode: 'emulators',
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: (await freePorts(1))[0], strictPort: true },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('El servidor de la aplicación no dio su dirección');
  project.provide('adminUrl', url);
  return async () => {
    await server.close();
    await stopEmulators();
  };
}
