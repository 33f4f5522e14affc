import type { LoteObserver } from '../../lookup/lookupService.js';

type Stream = { write(text: string): unknown; isTTY?: boolean };

export interface LoteProgress extends LoteObserver {
  /** `total` lines have been answered so far. */
  answered(total: number): void;
  /** Clears the progress line, if one was drawn. */
  end(): void;
}

const CLEAR = '\r\u001b[K';
/** At most this often, so a fast batch is not slowed by its own progress. */
const EVERY_MS = 250;

/**
 * The progress of a batch, one line redrawn in place on `stderr`: how many lines are answered,
 * and what the service makes it wait for. Only on a terminal, and only when the answers go
 * elsewhere and nobody types the queries (the line would mix with both).
 */
export function loteProgress(streams: { stdin: object; stdout: object; stderr: Stream }, now: () => number = Date.now): LoteProgress {
  const tty = (stream: object) => (stream as { isTTY?: boolean }).isTTY === true;
  const shown = tty(streams.stderr) && !tty(streams.stdout) && !tty(streams.stdin);
  let total = 0;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let drawn = false;
  const draw = (text: string) => {
    if (!shown) return;
    streams.stderr.write(`${CLEAR}${text}`);
    drawn = true;
    drawnAt = now();
  };
  return {
    answered(count) {
      total = count;
      if (now() - drawnAt >= EVERY_MS) draw(`${total} consultas respondidas…`);
    },
    waiting(seconds, reason) {
      draw(`${reason}: sigue en ${seconds} s (${total} consultas respondidas)…`);
    },
    end() {
      if (drawn) streams.stderr.write(CLEAR);
    },
  };
}
