import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyView } from './lazyView.js';

describe('lazyView', () => {
  it('preloading fetches the screen once: showing it later uses that load', async () => {
    let loads = 0;
    const View = lazyView(async () => {
      loads++;
      return { Hola: () => <p>hola</p> };
    }, 'Hola');
    View.preload();
    View.preload();
    render(<View />);
    expect(await screen.findByText('hola')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('a failed preload is tried again when the screen is shown', async () => {
    let loads = 0;
    const View = lazyView(async () => {
      if (++loads === 1) throw new Error('sin red');
      return { Hola: () => <p>hola</p> };
    }, 'Hola');
    View.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<View />);
    expect(await screen.findByText('hola')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
