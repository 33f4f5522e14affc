import { act, render, screen } from '@testing-library/react';
import { Component, createElement, Suspense, type ReactNode } from 'react';
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

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Falló: {this.state.error.message}</p> : this.props.children;
  }
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

  it('loads the code of a screen not preloaded when first drawn, and draws it when it arrives, never suspending', async () => {
    let arrive = () => {};
    const view = lazyView(() => new Promise<{ Pantalla: typeof Pantalla }>((resolve) => (arrive = () => resolve({ Pantalla }))), 'Pantalla');
    drawInSuspense(view);
    expect(screen.queryByText('Pantalla cargada')).toBeNull();
    expect(screen.queryByText('Cargando…')).toBeNull(); // its own indicator, not a suspension
    await act(async () => arrive());
    expect(screen.getByText('Pantalla cargada')).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it("a screen whose code cannot load reaches the error boundary, as the screen's own failure would", async () => {
    const view = lazyView(() => Promise.reject(new Error('sin red')), 'Pantalla');
    const quiet = console.error;
    console.error = () => {}; // React reports the caught error too
    try {
      render(
        <Boundary>
          <Suspense fallback={<p>Cargando…</p>}>{createElement(view)}</Suspense>
        </Boundary>,
      );
      expect(await screen.findByText('Falló: sin red')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
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
