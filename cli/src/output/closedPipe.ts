/**
 * A closed pipe (`vegeo lote < big.jsonl | head`) ends the output; it is not an error: the process
 * exits quietly with the code it had.
 */
export function endQuietlyOnClosedPipe(proc: NodeJS.Process): void {
  proc.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') proc.exit(proc.exitCode ?? 0);
    throw error;
  });
}
