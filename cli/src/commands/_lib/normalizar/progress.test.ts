import { describe, expect, it } from 'vitest';
import { progressBar } from './progress.js';

function stderr(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, isTTY, write: (text: string) => writes.push(text) };
}

describe('progressBar', () => {
  it('draws the share of the file read, the rows and their rate on a terminal, at most ten times a second, and clears itself', () => {
    let now = 0;
    const err = stderr(true);
    const bar = progressBar(err, 1000, () => now);
    now = 50;
    bar.update(100, 10); // too soon after the start: not drawn
    now = 1000;
    bar.update(500, 2000);
    bar.update(600, 2400); // same instant: not drawn again
    expect(err.writes).toEqual([`\r[${'█'.repeat(15)}${'░'.repeat(15)}]  50 % · 2.000 filas · 2.000 filas/s\x1b[K`]);
    bar.end();
    expect(err.writes.at(-1)).toBe('\r\x1b[K');
  });

  it('draws nothing when stderr is not a terminal', () => {
    const err = stderr(false);
    const bar = progressBar(err, 1000, () => 5000);
    bar.update(500, 10);
    bar.end();
    expect(err.writes).toEqual([]);
  });
});
