import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { Confirm } from './Confirm.js';

// Ink reads keys once its input hook is attached, after the first frame: a moment after render.
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Confirm', () => {
  it('answers only on Enter, showing what is typed', async () => {
    const answers: boolean[] = [];
    const { stdin, lastFrame } = render(<Confirm question="¿Borrar?" onDone={(yes) => answers.push(yes)} />);
    await tick();
    stdin.write('s');
    await vi.waitFor(() => expect(lastFrame()).toBe('¿Borrar? (s/N) s'));
    expect(answers).toEqual([]);
    stdin.write('i');
    await vi.waitFor(() => expect(lastFrame()).toBe('¿Borrar? (s/N) si'));
    stdin.write('\r');
    await vi.waitFor(() => expect(answers).toEqual([true]));
  });

  it('is yes only for a line saying s, si, sí, y or yes; no for anything else, an empty line or Esc', async () => {
    const answers: boolean[] = [];
    const BACKSPACE = '\u007f';
    const ESC = '\u001b';
    const lines = [['s\r'], ['Sí\r'], [' y \r'], ['yes\r'], ['n\r'], ['\r'], ['sin\r'], ['x', BACKSPACE, 's\r'], [ESC]];
    for (const [line, keys] of lines.entries()) {
      const { stdin } = render(<Confirm question="¿Borrar?" onDone={(yes) => answers.push(yes)} />);
      await tick();
      for (const key of keys) {
        stdin.write(key);
        await tick();
      }
      // A loaded machine may take longer than a tick to answer (Esc waits to be no sequence).
      await vi.waitFor(() => expect(answers).toHaveLength(line + 1));
    }
    expect(answers).toEqual([true, true, true, true, false, false, false, true, false]);
  });
});
