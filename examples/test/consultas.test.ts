import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, inject, it } from 'vitest';

const EXAMPLES = fileURLToPath(new URL('../', import.meta.url));
const QUERIES = fileURLToPath(new URL('../consultas.jsonl', import.meta.url));

/** A new account on the Auth emulator (a viewer, as every account that signs itself up). */
async function account(name: string): Promise<{ email: string; password: string }> {
  const { ports } = inject('vegeoEmulators');
  const email = `${name}-${Date.now()}@ejemplo.com`;
  const password = 'clave-de-prueba';
  const response = await fetch(`http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  return { email, password };
}

/** Runs an example as its header says, against the emulators, as `user`. */
function runExample(script: string, user: { email: string; password: string }) {
  const { projectId, ports } = inject('vegeoEmulators');
  const env = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    VEGEO_PROJECT: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    VEGEO_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    VEGEO_EMAIL: user.email,
    VEGEO_PASSWORD: user.password,
  };
  return spawnSync(process.execPath, [script, QUERIES], { cwd: EXAMPLES, env, encoding: 'utf8', timeout: 150_000 });
}

/**
 * The TypeScript example as `node consultas.ts` runs it: Node.js strips its types from 22.18 on;
 * an older Node.js runs the same file with its types stripped by esbuild.
 */
async function typescriptExample(): Promise<string> {
  const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
  if (major > 22 || (major === 22 && minor >= 18)) return 'consultas.ts';
  const outdir = `${EXAMPLES}node_modules/.cache/`;
  await mkdir(outdir, { recursive: true });
  await build({ entryPoints: [`${EXAMPLES}consultas.ts`], outfile: `${outdir}consultas.mjs`, format: 'esm', platform: 'node', logLevel: 'warning' });
  return `${outdir}consultas.mjs`;
}

describe.each([
  ['JavaScript', async () => 'consultas.mjs'],
  ['TypeScript', typescriptExample],
])('the %s example, against the emulators', (_language, script) => {
  it('signs in, looks up, sends a lote of 1000 lines from a file and handles a refusal by its code', async () => {
    const user = await account('ejemplo');
    const result = runExample(await script(), user);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      `Sesión: ${user.email}`,
      'Municipio Sucre (Miranda): capital Petare, id 1419',
      'Lote: 1000 respuestas, 1 con error',
      `  {"tipo":"estado","nombre":5}: El nombre no puede ser 'number'`,
      expect.stringMatching(/^Rechazado, sin permiso: .+/),
      '',
    ]);
    expect(result.status).toBe(0);
  });
});
