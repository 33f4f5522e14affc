import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type {} from '@vegeo/testkit/global-setup';

const BIN = fileURLToPath(new URL('../../bin/vegeo.cjs', import.meta.url));

export interface Result {
  code: number | null;
  out: string;
  err: string;
}

/** A user's machine: its own config directory ($XDG_CONFIG_HOME), empty until `login`. */
export function newHome(): string {
  return mkdtempSync(join(tmpdir(), 'vegeo-home-'));
}

/** The environment of a user pointing the CLI at the test emulators. */
export function emulatorEnv(home: string): NodeJS.ProcessEnv {
  const { env, ports } = inject('vegeoEmulators');
  return {
    ...process.env,
    ...env,
    VEGEO_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    XDG_CONFIG_HOME: home,
    NO_COLOR: '1',
    VEGEO_REMOTE: undefined,
  };
}

/** Runs the built bin as that user. */
export function vegeo(args: string[], options: { home: string; input?: string; env?: NodeJS.ProcessEnv }): Result {
  const env = { ...emulatorEnv(options.home), ...options.env };
  const result = spawnSync(process.execPath, [BIN, ...args], { env, input: options.input ?? '', encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Runs the built bin as that user without blocking this process: for a server here that the bin calls; `child` to stop it. */
export function vegeoAsync(args: string[], options: { home: string; env?: NodeJS.ProcessEnv }): Promise<Result> & { child: ChildProcess } {
  const env = { ...emulatorEnv(options.home), ...options.env };
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  return Object.assign(new Promise<Result>((resolve) => child.on('close', (code) => resolve({ code, out, err }))), { child });
}

/** Signs `user` in on a new home; returns the home. */
export function loggedIn(user: { email: string; password: string }): string {
  const home = newHome();
  const result = vegeo(['login', user.email, '--password-stdin'], { home, input: `${user.password}\n` });
  if (result.code !== 0) throw new Error(`login ${user.email}: ${result.err}`);
  return home;
}
