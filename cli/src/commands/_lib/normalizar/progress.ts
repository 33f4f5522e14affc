import { progressBar as bar } from '../../../format/progressBar.js';
import type { Output } from '../../../io.js';

// Redrawn at most this often: a million rows must not mean a million writes to the terminal.
const EVERY_MS = 100;

/** A progress bar on stderr (only on a terminal): share of the file read, rows, rows per second. */
export function progressBar(stderr: Output, totalBytes: number | undefined, now: () => number = Date.now) {
  const on = stderr.isTTY === true;
  const start = now();
  let last = 0;
  return {
    update(bytes: number, rows: number): void {
      if (!on || now() - last < EVERY_MS) return;
      last = now();
      const perSecond = Math.round(rows / Math.max(0.001, (last - start) / 1000));
      const share = totalBytes ? `${bar(Math.min(1, bytes / totalBytes))} · ` : '';
      stderr.write(`\r${share}${rows.toLocaleString('es-VE')} filas · ${perSecond.toLocaleString('es-VE')} filas/s\x1b[K`);
    },
    end(): void {
      if (on && last > 0) stderr.write('\r\x1b[K');
    },
  };
}
