import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../_test/renderApp.js';

// Unmounted first: the store writes what it still holds then, which must not outlive the test.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('creating a municipio', () => {
  it('its estado is picked by typing with a typo and Enter, and the create names it', async () => {
    const user = userEvent.setup();
    const { write } = renderApp({ role: 'editor', path: '/municipios/create' });
    const estado = await screen.findByRole('combobox', { name: /^Estado/ }, { timeout: 10_000 });
    expect(screen.queryByRole('combobox', { name: /^Municipio/ })).toBeNull();
    await user.type(estado, 'barnas');
    await screen.findByRole('option', { name: 'Barinas' }, { timeout: 5_000 });
    await user.keyboard('{Enter}');
    expect(estado).toHaveValue('Barinas');
    await user.type(screen.getByLabelText(/^Nombre/), 'Municipio de Prueba');
    await user.type(screen.getByLabelText(/^Capital/), 'Capital de Prueba');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(write.calls.find((call) => call.name === 'crearRegistro')?.request).toMatchObject({ tipo: 'municipio', datos: { municipio: 'Municipio de Prueba', estadoId: '05' } }));
  });
});
