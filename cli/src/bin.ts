// What the `vegeo` command runs first. A lookup written plainly (`vegeo estado Mérida`, with
// --json, piped or drawn on a terminal) is answered here, from the embedded data, without loading
// commander and the rest of the program; any other command line goes to main.js.
import { planFastPath } from './fastPath/plan.js';

async function start(): Promise<void> {
  const call = planFastPath({ argv: process.argv, env: process.env });
  if (call === undefined) await import('./main.js');
  // Imported, not loaded up front: in the bundle the data is read only when it is used.
  else await (await import('./fastPath/answer.js')).answerFastPath(call, process);
}

void start();
