import { runDirect } from './run.js';
import { ClosedOutput, syncOutput } from '../output/syncOutput.js';
import { localLookup } from '../lookup/localLookup.js';
import type { DirectCall } from './parse.js';
import type { LookupContext } from '../io.js';

/** Answers a plainly written lookup from the embedded data, for output that is not drawn. */
export async function answerDirectly(call: DirectCall, proc: NodeJS.Process): Promise<void> {
  const ctx: LookupContext = {
    io: { stdout: syncOutput(1), stderr: syncOutput(2), env: proc.env },
    lookup: localLookup,
    // The entry point sends whatever is drawn on a terminal to the full program.
    views: () => Promise.reject(new Error('the terminal views are not part of the direct path')),
    exitCode: 0,
  };
  try {
    proc.exitCode = await runDirect(call, ctx);
  } catch (error) {
    // `vegeo buscar a --max 500 | head -1`: the rest of the answer is not wanted.
    if (!(error instanceof ClosedOutput)) throw error;
    proc.exitCode = ctx.exitCode;
  }
}
