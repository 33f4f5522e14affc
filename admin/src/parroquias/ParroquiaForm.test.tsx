import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../_test/renderApp.js';

// Unmounted first: the store writes what it still holds then, which must not outlive the test.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const box = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

describe('creating a parroquia: the estado and municipio pickers', () => {
  it('typing "lara" then Enter chooses Lara', async () => {
    const user = userEvent.setup();
    renderApp({ role: 'editor', path: '/parroquias/create' });
    await waitFor(() => expect(box('Estado')).toBeInTheDocument(), { timeout: 10_000 });
    await user.type(box('Estado'), 'lara');
    await screen.findByRole('option', { name: 'Lara' }, { timeout: 5_000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box('Estado')).toHaveValue('Lara'));
    expect(box('Estado')).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses to save without a municipio, saying so under its field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { write } = renderApp({ role: 'editor', path: '/parroquias/create' });
    await waitFor(() => expect(box('Municipio')).toBeInTheDocument(), { timeout: 10_000 });
    await user.type(screen.getByLabelText(/^Nombre/), 'Sin Municipio');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(box('Municipio')).toHaveAccessibleDescription('Obligatorio'));
    expect(box('Municipio')).toHaveAttribute('aria-invalid', 'true');
    expect(write.calls.filter((call) => call.name === 'crearRegistro')).toEqual([]);
  });

  it('a municipio chosen first fills its estado, and the parroquia is created under it', async () => {
    const user = userEvent.setup();
    const { write } = renderApp({ role: 'editor', path: '/parroquias/create' });
    await waitFor(() => expect(box('Municipio')).toBeInTheDocument(), { timeout: 10_000 });
    await user.type(box('Municipio'), 'iribarren');
    await user.click(await screen.findByRole('option', { name: /^Iribarren/ }, { timeout: 5_000 }));
    await waitFor(() => expect(box('Estado')).toHaveValue('Lara'));
    expect(box('Municipio')).toHaveValue('Iribarren');
    await user.type(screen.getByLabelText(/^Nombre/), 'Parroquia de Prueba');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(write.calls.map((call) => call.name)).toContain('crearRegistro'));
    expect(write.calls.find((call) => call.name === 'crearRegistro')?.request).toMatchObject({ tipo: 'parroquia', datos: { parroquia: 'Parroquia de Prueba', municipioId: '1203' } });
  });
});
