import { runFastPath } from './run.js';
import { isTerminal } from './terminal.js';
import { guardTerminal } from '../format/terminalText.js';
import { ClosedOutput, syncOutput } from '../output/syncOutput.js';
import { UnwritableOutput, reportUnwritable } from '../output/unwritable.js';
import { preloadViews } from '../output/views.js';
import { localLookup } from '../lookup/localLookup.js';
import type { FastPathCall } from './parse.js';
import type { LookupContext, Output } from '../io.js';

/**
 * Answers a plainly written lookup from the embedded data: drawn by the views on a terminal (as
 * the full program draws it, through the guarded `process.stdout`, which knows the width), else
 * written at once.
 */
export async function answerFastPath(call: FastPathCall, proc: NodeJS.Process): Promise<void> {
  let stdout: Output = syncOutput(1);
  if (call.flags.json !== true && (await isTerminal(1))) {
    // Reading and compiling the views overlaps the lookup.
    preloadViews().catch(() => undefined);
    guardTerminal(proc.stdout);
    stdout = proc.stdout;
  }
  const ctx: LookupContext = {
    io: { stdout, stderr: syncOutput(2), env: proc.env },
    lookup: localLookup,
    views: preloadViews,
    exitCode: 0,
  };
  try {
    proc.exitCode = await runFastPath(call, ctx);
  } catch (error) {
    if (error instanceof UnwritableOutput) proc.exitCode = reportUnwritable(error.code);
    // `vegeo buscar a --max 500 | head -1`: the rest of the answer is not wanted.
    else if (error instanceof ClosedOutput) proc.exitCode = ctx.exitCode;
    else throw error;
  }
}
