import { CommanderError } from 'commander';
import { createProgram } from './program/createProgram.js';
import type { Io } from './io.js';
import type { LookupService } from './services/lookup.js';

/**
 * Runs the command line `argv` (as in `process.argv`) and resolves to the exit code:
 * 0 found, 1 not found, 2 usage error.
 */
export async function run(argv: readonly string[], io: Io, lookup: LookupService, version: string): Promise<number> {
  const ctx = { io, lookup, exitCode: 0 };
  try {
    await createProgram(ctx, version).parseAsync(argv);
    return ctx.exitCode;
  } catch (error) {
    // --help and --version exit 0 through here; every other commander exit is a usage error.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    // The library's argument errors (a wrong option type) are usage errors too.
    if (error instanceof TypeError || error instanceof RangeError) {
      io.stderr.write(`error: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
