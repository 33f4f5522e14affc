import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../_test/renderApp.js';
import type { AuditReadSide } from '../dataProvider/types.js';

afterEach(() => localStorage.clear());

/**
 * An audit whose pages answer only once `answer` is called, or fail: every page asked for, before
 * or after it (the loading lines show before the query runs, on a loaded machine well before).
 */
function heldAudit() {
  let answer!: (failure?: Error) => void;
  const answered = new Promise<Error | undefined>((resolve) => (answer = resolve));
  const audit: AuditReadSide = {
    page: async () => {
      const failure = await answered;
      if (failure) throw failure;
      return [];
    },
    one: async () => null,
  };
  return { audit, answer };
}

describe("the dashboard's latest changes", () => {
  it('show that they are loading, then that there are none', async () => {
    const { audit, answer } = heldAudit();
    renderApp({ role: 'admin', path: '/', audit });
    await screen.findByRole('status', { name: 'Cargando' }, { timeout: 10_000 });
    expect(screen.queryByText('No hay cambios registrados.')).toBeNull();
    answer();
    await screen.findByText('No hay cambios registrados.');
    expect(screen.queryByRole('status', { name: 'Cargando' })).toBeNull();
  });

  it('say so when the audit cannot be read, rather than that there are no changes', async () => {
    const { audit, answer } = heldAudit();
    renderApp({ role: 'admin', path: '/', audit });
    await screen.findByRole('status', { name: 'Cargando' }, { timeout: 10_000 });
    answer(new Error('UNAVAILABLE'));
    await screen.findByText(/^No se pudieron leer los últimos cambios/);
    expect(screen.queryByText('No hay cambios registrados.')).toBeNull();
  });
});
