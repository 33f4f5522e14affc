import { reportUnwritable } from './unwritable.js';

/**
 * A closed pipe (`vegeo lote < big.jsonl | head`) ends the output; it is not an error: the process
 * exits quietly with the code it had. Any other failure to write it (`> /dev/full`) is one line
 * on stderr and its own exit code, never a stack.
 */
export function endQuietlyOnClosedPipe(proc: NodeJS.Process): void {
  proc.stdout.on('error', (error: NodeJS.ErrnoException) => {
    proc.exit(error.code === 'EPIPE' ? (proc.exitCode ?? 0) : reportUnwritable(error.code));
  });
}
