import { runDirect } from './run.js';
import { endQuietlyOnClosedPipe } from '../output/closedPipe.js';
import { localLookup } from '../services/local.js';
import type { DirectCall } from './parse.js';
import type { Context } from '../io.js';

/** Answers a plainly written lookup from the embedded data, for output that is not drawn. */
export async function answerDirectly(call: DirectCall, proc: NodeJS.Process): Promise<void> {
  endQuietlyOnClosedPipe(proc);
  const ctx: Context = {
    io: proc,
    lookup: localLookup,
    // The entry point sends whatever is drawn on a terminal to the full program.
    views: () => Promise.reject(new Error('the terminal views are not part of the direct path')),
    exitCode: 0,
  };
  proc.exitCode = await runDirect(call, ctx);
}
