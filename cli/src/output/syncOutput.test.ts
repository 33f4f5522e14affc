import { spawn, execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ClosedOutput, syncOutput } from './syncOutput.js';

/** A named pipe in a fresh directory. */
function fifo(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'vegeo-out-')), 'pipe');
  execFileSync('mkfifo', [path]);
  return path;
}

describe('syncOutput', () => {
  it('writes everything through a non-blocking pipe, waiting while the reader is slow', async () => {
    const path = fifo();
    const received = `${path}.out`;
    // Held open so that the writer can open without blocking; the slow reader below drains it.
    const ours = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
    const reader = spawn('sh', ['-c', `sleep 0.2; cat < '${path}' > '${received}'`]);
    const done = new Promise((resolve) => reader.on('exit', resolve));
    const text = 'parroquia\n'.repeat(100_000);
    // A million bytes into a pipe that holds 64 KiB: most writes meet EAGAIN first.
    syncOutput(fd).write(text);
    closeSync(fd);
    closeSync(ours);
    await done;
    expect(readFileSync(received, 'utf8')).toBe(text);
  });

  it('reports a pipe whose reader went away as ClosedOutput', () => {
    const path = fifo();
    const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const fd = openSync(path, constants.O_WRONLY);
    closeSync(reader);
    expect(() => syncOutput(fd).write('Mérida\n')).toThrow(ClosedOutput);
    closeSync(fd);
  });

  it('says whether it is a terminal as it was told', () => {
    expect(syncOutput(1, true).isTTY).toBe(true);
    expect(syncOutput(1).isTTY).toBe(false);
  });
});
