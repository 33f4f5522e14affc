import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, inject } from 'vitest';

export const EXAMPLES = fileURLToPath(new URL('../', import.meta.url));

/** A new account on the Auth emulator (a viewer, as every account that signs itself up). */
export async function account(name: string): Promise<{ email: string; password: string }> {
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

/** Runs an example as its header says, against the emulators, as `user`, with `args`. */
export function runExample(script: string, user: { email: string; password: string }, args: readonly string[]) {
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
  return spawnSync(process.execPath, [script, ...args], { cwd: EXAMPLES, env, encoding: 'utf8', timeout: 150_000 });
}

/**
 * The TypeScript example as `node consultas.ts` runs it: Node.js strips its types from 22.18 on;
 * an older Node.js runs the same file with its types stripped by esbuild.
 */
export async function typescriptExample(file: string): Promise<string> {
  const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
  if (major > 22 || (major === 22 && minor >= 18)) return file;
  const outdir = `${EXAMPLES}node_modules/.cache/`;
  await mkdir(outdir, { recursive: true });
  const outfile = `${outdir}${file.replace(/\.ts$/, '.mjs')}`;
  await build({ entryPoints: [`${EXAMPLES}${file}`], outfile, format: 'esm', platform: 'node', logLevel: 'warning' });
  return outfile;
}

