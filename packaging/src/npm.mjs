import { spawnSync } from 'node:child_process';

/**
 * The environment of a command run as a user would run it, away from the workspace: no `npm_*`
 * variables that `npm run` set for us (they would make a child npm act on the workspace) and no
 * node_modules/.bin of ours on the PATH.
 * @param {NodeJS.ProcessEnv} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function userEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  env['PATH'] = (env['PATH'] ?? '').split(':').filter((dir) => !dir.includes('node_modules')).join(':');
  return { ...env, NO_COLOR: '1', ...extra };
}

/**
 * Runs `command` in a shell in `cwd`, as a user: its exit status, stdout and stderr as text.
 * @param {string} command
 * @param {string} cwd
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {{ status: number | null, stdout: string, stderr: string }}
 */
export function sh(command, cwd, options = {}) {
  const result = spawnSync('sh', ['-c', command], { cwd, env: userEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  // npm's complaints about the machine's own npm configuration are no output of the command.
  const stderr = String(result.stderr).replace(/^npm warn .*\n/gm, '');
  return { status: result.status, stdout: String(result.stdout), stderr };
}

/**
 * Runs `command`, or throws with what it printed.
 * @param {string} command
 * @param {string} cwd
 * @returns {string} its stdout
 */
export function shOk(command, cwd) {
  const result = sh(command, cwd);
  if (result.status !== 0) throw new Error(`${command} (salida ${result.status}):\n${result.stderr}${result.stdout}`);
  return result.stdout;
}
