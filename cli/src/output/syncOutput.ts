import { writeSync } from 'node:fs';
import type { Output } from '../io.js';
import { UnwritableOutput } from './unwritable.js';

/** The reader of the output went away (`vegeo … | head`): not an error, the answer just ends. */
export class ClosedOutput extends Error {
  constructor() {
    super('the reader of the output closed it');
    this.name = 'ClosedOutput';
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Output written straight to file descriptor `fd`, whole, before `write` returns. A one-shot
 * answer needs no stream, and `process.stdout` costs milliseconds to set up (it loads Node's
 * stream modules). A descriptor left non-blocking by the parent is waited on.
 */
export function syncOutput(fd: number, isTTY = false): Output {
  return {
    isTTY,
    write(text: string) {
      const bytes = Buffer.from(text);
      for (let offset = 0; offset < bytes.length; ) {
        try {
          offset += writeSync(fd, bytes, offset);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EPIPE') throw new ClosedOutput();
          if (code !== 'EAGAIN') throw new UnwritableOutput(code);
          Atomics.wait(pause, 0, 0, 1);
        }
      }
      return true;
    },
  };
}
