import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { Ask } from './Ask.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Ask', () => {
  it('echoes the answer and gives it on Enter', async () => {
    let answer: string | undefined;
    const { stdin, lastFrame } = render(<Ask label="Nombre" onDone={(value) => (answer = value)} />);
    await tick();
    stdin.write('Lara');
    await vi.waitFor(() => expect(lastFrame()).toBe('Nombre: Lara'));
    stdin.write('\r');
    await vi.waitFor(() => expect(answer).toBe('Lara'));
  });

  it('shows nothing of a secret, and answers the default on an empty line', async () => {
    let secret: string | undefined;
    const hidden = render(<Ask label="Contraseña" secret onDone={(value) => (secret = value)} />);
    await tick();
    hidden.stdin.write('clave');
    await tick();
    // Ink trims the line's end: nothing follows the label.
    expect(hidden.lastFrame()).toBe('Contraseña:');
    hidden.stdin.write('\r');
    await vi.waitFor(() => expect(secret).toBe('clave'));
    let kept: string | undefined;
    const withDefault = render(<Ask label="Capital" initial="Mérida" onDone={(value) => (kept = value)} />);
    await tick();
    expect(withDefault.lastFrame()).toBe('Capital [Mérida]:');
    withDefault.stdin.write('\r');
    await vi.waitFor(() => expect(kept).toBe('Mérida'));
  });

  it('takes a pasted line, newline included, as typed and submitted, and shows it', async () => {
    let answer: string | undefined;
    const { stdin, frames } = render(<Ask label="Correo" onDone={(value) => (answer = value)} />);
    await tick();
    stdin.write('ana@vegeo.test\r');
    await vi.waitFor(() => expect(answer).toBe('ana@vegeo.test'));
    // Drawn before it is given (what follows the answer depends on how soon the prompt goes).
    expect(frames).toContain('Correo: ana@vegeo.test');
  });
});
