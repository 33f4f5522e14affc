import { Readable, Writable } from 'node:stream';
import { run } from '../src/cli.js';
import { localLookup } from '../src/lookup/localLookup.js';
import type { Io } from '../src/io.js';

/** In-memory streams for running commands in-process; `out()` and `err()` read what was written. */
export interface FakeIo extends Io {
  out(): string;
  err(): string;
}

class Sink extends Writable {
  text = '';
  isTTY?: boolean;
  columns?: number;
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

export function fakeIo(options: { tty?: boolean; env?: Record<string, string>; input?: string } = {}): FakeIo {
  const stdout = new Sink();
  const stderr = new Sink();
  if (options.tty) {
    stdout.isTTY = true;
    stdout.columns = 100;
  }
  return {
    stdin: Readable.from(options.input === undefined ? [] : [options.input]),
    stdout,
    stderr,
    env: options.env ?? {},
    out: () => stdout.text,
    err: () => stderr.text,
  };
}

/** Runs `vegeo <args>` in-process over the embedded data; resolves to the exit code and output. */
export async function vegeo(
  args: string[],
  options: Parameters<typeof fakeIo>[0] = {},
): Promise<{ code: number; out: string; err: string }> {
  const io = fakeIo(options);
  const code = await run(['node', 'vegeo', ...args], io, localLookup, '1.2.3');
  return { code, out: io.out(), err: io.err() };
}
