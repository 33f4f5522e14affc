import { render } from 'ink';
import type { ReactElement } from 'react';
import { Ask } from '../views/Ask.js';
import { Confirm } from '../views/Confirm.js';
import type { Io } from '../io.js';

type Tty = { isTTY?: boolean };

/** Questions can be asked: the input is a keyboard and the prompts (on stderr) reach a screen. */
export const canAsk = (io: Io): boolean => Boolean((io.stdin as Tty).isTTY && (io.stderr as Tty).isTTY);

/** Renders one question on stderr (stdout stays for the result) and resolves to its answer. */
async function prompt<T>(io: Io, element: (done: (answer: T) => void) => ReactElement): Promise<T> {
  let answer!: T;
  const app = render(
    element((value) => (answer = value)),
    { stdin: io.stdin as NodeJS.ReadStream, stdout: io.stderr as NodeJS.WriteStream, exitOnCtrlC: false, patchConsole: false },
  );
  await app.waitUntilExit();
  return answer;
}

/**
 * Asks for a text; an empty answer asks again. `undefined` when cancelled with Esc or Ctrl+C
 * (this module leaves errors to its callers, so it shares no code with the offline path).
 */
export async function askText(
  io: Io,
  label: string,
  options: { secret?: boolean; initial?: string } = {},
): Promise<string | undefined> {
  for (;;) {
    const answer = await prompt<string | undefined>(io, (done) => <Ask label={label} {...options} onDone={done} />);
    if (answer === undefined) return undefined;
    if (answer.trim() !== '') return options.secret ? answer : answer.trim();
  }
}

/** Asks a yes/no question, answered with a line and Enter; no unless the line says s, si or sí (or y, yes). */
export function askYesNo(io: Io, question: string): Promise<boolean> {
  return prompt<boolean>(io, (done) => <Confirm question={question} onDone={done} />);
}
