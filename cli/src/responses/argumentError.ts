import { terminalText } from '../format/terminalText.js';
import type { LookupIo } from '../io.js';

/**
 * The library's argument errors (a wrong option type or value) are usage errors: one line on
 * stderr and exit code 2. Returns `undefined` for any other error, which the caller rethrows.
 */
export function reportArgumentError(error: unknown, io: LookupIo): number | undefined {
  if (!(error instanceof TypeError || error instanceof RangeError)) return undefined;
  // The message may quote what was typed: its controls are spelled out.
  io.stderr.write(`error: ${terminalText(error.message)}\n`);
  return 2;
}
