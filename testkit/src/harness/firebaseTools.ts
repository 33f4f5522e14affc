import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID, REPO_ROOT } from './config.js';

export interface FirebaseToolsOptions {
  /** Emulators to start, as `--only` takes them: `auth`, `functions`, `database`. */
  only: readonly string[];
  /** Added to the environment firebase-tools and the functions it runs see. */
  env: Record<string, string>;
  /** The firebase.json to use (`--config`); the repository's when absent. */
  configPath?: string;
  /** A directory to delete after firebase-tools has exited, even if we died first. */
  removeAfter?: string;
  /** Receives every output line of firebase-tools. */
  log: (line: string) => void;
}

export interface FirebaseToolsProcess {
  /** Set once firebase-tools has exited, with the reason and its last output lines. */
  exited(): Error | undefined;
  /** Its last output lines, for error messages. */
  lastLines(): string;
  /** Resolves with that reason when firebase-tools exits without stop() having been called. */
  readonly crashed: Promise<Error>;
  /** Clean shutdown of every emulator it started; kills whatever remains after a grace period. */
  stop(): Promise<void>;
}

// Plain JavaScript run by node as is, so taken from src/ whether this module runs from src/ or
// dist/ (the package is private and always used from the repository).
const SUPERVISOR = fileURLToPath(new URL('../../src/harness/supervisor.mjs', import.meta.url));
const STOP_TIMEOUT_MS = 20_000;
const TAIL_LINES = 30;

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

/**
 * Starts `firebase emulators:start --only … --project demo-vegeo` from the repository root, in a
 * process group of its own under a small supervisor, so that a stop (or our death) ends all of it.
 */
export function startFirebaseTools(options: FirebaseToolsOptions): FirebaseToolsProcess {
  const args = ['emulators:start', '--only', options.only.join(','), '--project', PROJECT_ID];
  if (options.configPath) args.push('--config', options.configPath);
  const supervise = options.removeAfter ? ['--remove', options.removeAfter] : [];
  const child = spawn(process.execPath, [SUPERVISOR, ...supervise, firebaseBin(), ...args], {
    cwd: REPO_ROOT,
    detached: true,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Our exit, however abrupt, closes the supervisor's stdin and it cleans up; don't wait for it.
  child.unref();

  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      options.log(line);
    });
  }

  let exitError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    // 'close', not 'exit': its last output lines are read by then.
    child.once('close', (code, signal) => {
      exitError = new Error(
        `firebase-tools terminó (${signal ?? `código ${code}`}). Últimas líneas:\n${tail.join('\n')}`,
      );
      resolve();
    });
  });

  function killGroup(): void {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  }

  let stopping = false;
  const crashed = new Promise<Error>((resolve) => {
    void exited.then(() => {
      if (!stopping && exitError) resolve(exitError);
    });
  });

  return {
    exited: () => exitError,
    lastLines: () => tail.join('\n'),
    crashed,
    async stop() {
      stopping = true;
      if (!exitError) child.stdin.end();
      const timer = setTimeout(killGroup, STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
