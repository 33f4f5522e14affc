// Runs firebase-tools as the leader of its own process group and cleans up after it. The harness
// keeps this process's stdin open; when it closes (the harness stopped or died, even by SIGKILL)
// or a signal arrives, firebase-tools gets SIGINT for its clean shutdown, then anything left of
// its process tree is killed. The official database emulator is spawned detached, in a group of
// its own, so the tree is tracked by parent pid rather than by group, and a process once seen in
// it is ended even after its parent's death has handed it to init.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { processTable, trackTree } from './processTree.mjs';

const GRACE_MS = 10_000;
// `--remove <dir>`: a directory (the generated firebase.json's) to delete once all is over.
const removeAt = process.argv.indexOf('--remove');
const remove = removeAt === 2 ? process.argv[3] : undefined;
const [command, ...args] = process.argv.slice(remove ? 4 : 2);

const tools = spawn(process.execPath, [command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
// Relay output; a closed pipe (harness gone) must not take us down before the cleanup.
for (const [from, to] of [[tools.stdout, process.stdout], [tools.stderr, process.stderr]]) {
  to.on('error', () => {});
  from.on('data', (chunk) => {
    if (!to.destroyed) to.write(chunk);
  });
}

// pid → start of every process of the tree seen and still running. Refreshed, never replaced:
// once firebase-tools has died, the emulator it spawned detached hangs from init, not from us.
let tracked = new Map();

function track() {
  try {
    tracked = trackTree(process.pid, tracked, processTable());
  } catch {
    // No `ps` this time: keep what we know.
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Resolves once every leftover is gone (or after 5 s), so the harness's stop means stopped.
async function killLeftovers() {
  track();
  const leftovers = [...tracked.keys()].filter(alive);
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  const deadline = Date.now() + 5_000;
  while (leftovers.some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const watch = setInterval(track, 1_000);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  track();
  if (tools.exitCode === null && tools.signalCode === null) tools.kill('SIGINT');
  setTimeout(() => tools.kill('SIGKILL'), GRACE_MS).unref();
}

tools.on('exit', async (code, signal) => {
  clearInterval(watch);
  await killLeftovers();
  if (remove) rmSync(remove, { recursive: true, force: true });
  process.exitCode = code ?? (signal ? 1 : 0);
  process.stdin.destroy();
});

process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
