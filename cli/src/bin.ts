// What the `vegeo` command runs first. A lookup written plainly whose answer is not drawn on a
// terminal (`vegeo estado Mérida --json`, or piped) is answered here, from the embedded data,
// without loading commander and the rest of the program; any other command line goes to main.js.
import { directCall } from './direct/plan.js';

const call = directCall(process);
if (call === undefined) {
  void import('./main.js');
} else {
  // Imported, not loaded up front: in the bundle the data is read only when it is used.
  void import('./direct/answer.js').then(({ answerDirectly }) => answerDirectly(call, process));
}
