import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyView } from './lazyView.js';

const Pantalla = () => <p>Pantalla cargada</p>;

/** Draws `View` under a Suspense boundary whose loading indicator reads «Cargando…». */
function drawInSuspense(View: () => React.ReactNode) {
  render(
    <Suspense fallback={<p>Cargando…</p>}>
      <View />
    </Suspense>,
  );
}

describe('lazyView', () => {
  it('draws a screen whose code was preloaded at once, never showing the loading indicator', async () => {
    const view = lazyView(async () => ({ Pantalla }), 'Pantalla');
    await view.preload();
    drawInSuspense(view);
    // The very first commit already holds the screen.
    expect(screen.getByText('Pantalla cargada')).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('loads the code of a screen not preloaded when first drawn, showing the loading indicator meanwhile', async () => {
    let arrive = () => {};
    const view = lazyView(() => new Promise<{ Pantalla: typeof Pantalla }>((resolve) => (arrive = () => resolve({ Pantalla }))), 'Pantalla');
    drawInSuspense(view);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('Pantalla cargada')).toBeTruthy();
  });

  it('a failed load is tried again by the next preload', async () => {
    let attempts = 0;
    const view = lazyView(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('sin red');
      return { Pantalla };
    }, 'Pantalla');
    await expect(view.preload()).rejects.toThrow('sin red');
    await view.preload();
    expect(attempts).toBe(2);
  });
});
