import { CommanderError } from 'commander';
import { reportArgumentError } from './responses/argumentError.js';
import { preloadViews } from './output/views.js';
import { createProgram } from './program/createProgram.js';
import { candidates } from './program/candidates.js';
import { COMPLETE_WORD } from './commands/_lib/completionScripts.js';
import type { Io } from './io.js';
import type { LookupService } from './lookup/lookupService.js';

/**
 * Runs the command line `argv` (as in `process.argv`) and resolves to the exit code:
 * 0 found, 1 not found, 2 usage error.
 */
export async function run(argv: readonly string[], io: Io, lookup: LookupService, version: string): Promise<number> {
  const ctx = { io, lookup, views: preloadViews, exitCode: 0 };
  // A completion script asking what may follow the words typed: read from the definitions, never parsed.
  if (argv[2] === COMPLETE_WORD) {
    io.stdout.write(candidates(createProgram(ctx, version), argv.slice(3)).map((candidate) => `${candidate}\n`).join(''));
    return 0;
  }
  try {
    await createProgram(ctx, version).parseAsync(argv);
    return ctx.exitCode;
  } catch (error) {
    // --help and --version exit 0 through here; every other commander exit is a usage error.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    const code = reportArgumentError(error, io);
    if (code === undefined) throw error;
    return code;
  }
}
