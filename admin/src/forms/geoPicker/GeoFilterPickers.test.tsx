import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../_test/renderApp.js';

afterEach(() => localStorage.clear());

const options = (name: string) => within(screen.getByRole('listbox', { name, hidden: true })).queryAllByRole('option').map((o) => o.textContent);

describe("the lists' pickers over /geo", () => {
  it('offer what the database holds now: an estado renamed and a municipio created elsewhere, at once', async () => {
    const user = userEvent.setup();
    const { read } = renderApp({ role: 'viewer', path: '/parroquias' });
    const estado = await screen.findByRole('combobox', { name: 'Estado' }, { timeout: 10_000 });
    await user.type(estado, 'merida');
    await waitFor(() => expect(options('Estado')[0]).toBe('Mérida'));

    act(() => {
      read.set('estados', '13', { estado: 'Mérida de los Andes', capital: 'Mérida', iso_31662: 'VE-L', id_estado: 13 });
      read.set('municipios', '1324', { municipio: 'Municipio Nuevo', capital: 'Pueblo Nuevo', estadoId: '13', version: 2 });
    });
    await user.clear(estado);
    await user.type(estado, 'merida de los');
    await waitFor(() => expect(options('Estado')[0]).toBe('Mérida de los Andes'));
    await user.keyboard('{Enter}');

    const municipio = screen.getByRole('combobox', { name: 'Municipio' });
    await user.type(municipio, 'municipo nuevo');
    await waitFor(() => expect(options('Municipio')).toEqual(['Municipio Nuevo']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(decodeURIComponent(window.location.hash)).toContain('"municipioId":"1324"'));
    expect(estado).toHaveValue('Mérida de los Andes');
  });
});
