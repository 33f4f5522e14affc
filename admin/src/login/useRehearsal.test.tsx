import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rehearsal } from './rehearsal.js';

// The hook's part is when to rehearse: `rehearse` itself (drawing the page) is tested in
// rehearsal.test.tsx; here each call is recorded, and ends when the test says.
const started: { path: string; stop: ReturnType<typeof vi.fn>; finish: () => void }[] = [];
vi.mock('./rehearsal.js', () => ({
  rehearse(path: string): Rehearsal {
    let over = false;
    const stop = vi.fn(() => !over && (over = true));
    started.push({ path, stop, finish: () => void (over = true) });
    return { stop, finished: Promise.resolve('') };
  },
}));

const { useRehearsal, endRehearsal, resumeRehearsal } = await import('./useRehearsal.js');
const idle = () => new Promise((resolve) => setTimeout(resolve, 400)); // jsdom has no idle callbacks: 200 ms

afterEach(() => {
  started.length = 0;
});

describe('useRehearsal', () => {
  it('rehearses the page once the browser is idle, once per document', async () => {
    const first = renderHook(() => useRehearsal('/estados'));
    expect(started).toHaveLength(0);
    await idle();
    expect(started.map(({ path }) => path)).toEqual(['/estados']);
    started[0]?.finish();
    first.unmount();
    const second = renderHook(() => useRehearsal('/estados'));
    await idle();
    expect(started).toHaveLength(1);
    second.unmount();
  });

  it('a rehearsal cut short by a sign-in starts again when the sign-in fails; a finished one does not', async () => {
    const page = renderHook(() => useRehearsal('/municipios'));
    await idle();
    expect(started).toHaveLength(1);
    endRehearsal(); // the sign-in is sent before the drawing ends
    expect(started[0]?.stop).toHaveBeenCalled();
    resumeRehearsal(); // and fails: the person types again
    await idle();
    expect(started.map(({ path }) => path)).toEqual(['/municipios', '/municipios']);
    started[1]?.finish();
    endRehearsal();
    resumeRehearsal();
    await idle();
    expect(started).toHaveLength(2);
    page.unmount();
  });

  it('nothing is resumed once the sign-in page has closed', async () => {
    const page = renderHook(() => useRehearsal('/parroquias'));
    await idle();
    page.unmount(); // signed in: the page left, ending the rehearsal under way
    resumeRehearsal();
    await idle();
    expect(started).toHaveLength(1);
  });
});
