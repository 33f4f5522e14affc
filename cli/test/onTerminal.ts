import { spawn } from '@lydell/node-pty';
import xterm from '@xterm/headless';

const { Terminal } = xterm;

export interface TerminalOptions {
  cols: number;
  rows?: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** A program running on a pseudo-terminal, its output read by a terminal emulator. */
export interface OnTerminal {
  /** Types `text` as a user would (or pastes it, when it holds several characters). */
  type(text: string): void;
  /** The screen and scrollback as the emulator shows them, one string a row, right-trimmed. */
  rows(): string[];
  /** Rows the emulator had to continue on the next one because the program wrote past the edge. */
  overflowed(): string[];
  /** Resolves once the screen shows `pattern`; rejects with the screen after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Window titles the program set (OSC 0/2), and how many times it rang the bell. */
  titles: string[];
  bells(): number;
  /** Resolves to the exit code when the program ends. */
  exited: Promise<number>;
  kill(): void;
}

/**
 * Runs `file args` on a pseudo-terminal `cols` wide, as in a user's terminal: isatty is true on
 * every stream, input arrives as keystrokes, and what is drawn lands on an emulated screen.
 */
export function onTerminal(file: string, args: string[], options: TerminalOptions): OnTerminal {
  const rows = options.rows ?? 50;
  const screen = new Terminal({ cols: options.cols, rows, scrollback: 5000, allowProposedApi: true });
  const child = spawn(file, args, {
    name: 'xterm-256color',
    cols: options.cols,
    rows,
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? process.env,
  });
  const titles: string[] = [];
  let bells = 0;
  screen.onTitleChange((title) => titles.push(title));
  screen.onBell(() => bells++);
  // Written in order; `parsed` settles once the emulator has taken in everything received so far.
  let parsed = Promise.resolve();
  child.onData((data) => {
    parsed = parsed.then(() => new Promise<void>((resolve) => screen.write(data, resolve)));
  });
  const exited = new Promise<number>((resolve) => child.onExit(({ exitCode }) => resolve(exitCode))).then(async (code) => {
    await parsed;
    return code;
  });

  const buffer = () => screen.buffer.normal;
  const rowsNow = () => {
    const lines: string[] = [];
    for (let y = 0; y < buffer().length; y++) lines.push(buffer().getLine(y)?.translateToString(true) ?? '');
    while (lines.length > 0 && lines.at(-1) === '') lines.pop();
    return lines;
  };

  return {
    type: (text) => child.write(text),
    rows: rowsNow,
    overflowed() {
      const wrapped: string[] = [];
      for (let y = 1; y < buffer().length; y++) {
        if (buffer().getLine(y)?.isWrapped) wrapped.push(buffer().getLine(y - 1)!.translateToString(true));
      }
      return wrapped;
    },
    async waitFor(pattern, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await parsed;
        if (pattern.test(rowsNow().join('\n'))) return;
        if (Date.now() > deadline) throw new Error(`The screen never showed ${pattern}:\n${rowsNow().join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    titles,
    bells: () => bells,
    exited,
    kill: () => child.kill(),
  };
}
