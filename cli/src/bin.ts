// What the `vegeo` command runs first. A lookup written plainly whose answer is not drawn on a
// terminal (`vegeo estado Mérida --json`, or piped) is answered here, from the embedded data,
// without loading commander and the rest of the program; any other command line goes to main.js.
import { directCall } from './direct/plan.js';

async function start(): Promise<void> {
  const call = await directCall({
    argv: process.argv,
    env: process.env,
    stdoutIsTTY: async () => (await import('./direct/terminal.js')).isTerminal(1),
  });
  if (call === undefined) await import('./main.js');
  // Imported, not loaded up front: in the bundle the data is read only when it is used.
  else await (await import('./direct/answer.js')).answerDirectly(call, process);
}

void start();
