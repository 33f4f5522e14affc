import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../_test/renderApp.js';
import { CallableError } from '../dataProvider/types.js';

describe('an edit form while someone else changes the record', () => {
  it('keeps what the user typed, says the record changed, refuses the save with 409, reloads keeping the typing', async () => {
    const user = userEvent.setup();
    let conflict = true;
    const { read, write } = renderApp({
      role: 'editor',
      path: '/municipios/1312',
      respond: (_name, request: { version: number }) => {
        if (conflict) throw new CallableError('failed-precondition', 'Otro usuario cambió este registro', { motivo: 'version', version: 9 });
        return { tipo: 'municipio', id: '1312', registro: { municipio: 'Libertador de Mérida', capital: 'La Hechicera', estadoId: '13', version: request.version + 1 }, version: 10, borrados: 0 };
      },
    });
    const capital = await screen.findByLabelText('Capital *', {}, { timeout: 10_000 });
    expect(capital).toHaveValue('Mérida');
    await user.clear(capital);
    await user.type(capital, 'La Hechicera');

    read.set('municipios', '1312', { municipio: 'Libertador de Mérida', capital: 'Mérida', estadoId: '13', version: 9 });
    expect(await screen.findByText(/Otro usuario cambió este registro mientras usted lo editaba/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(capital).toHaveValue('La Hechicera');
    expect(screen.getByLabelText('Nombre *')).toHaveValue('Libertador');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(write.calls).toHaveLength(1));
    expect(write.calls[0]).toEqual({ name: 'editarRegistro', request: { tipo: 'municipio', id: '1312', datos: { capital: 'La Hechicera' }, version: 0 } });
    expect(await screen.findByText(/Lo que usted escribió sigue en el formulario/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Capital *')).toHaveValue('La Hechicera');

    await user.click(screen.getByRole('button', { name: /Recargar/ }));
    await waitFor(() => expect(screen.getByLabelText('Nombre *')).toHaveValue('Libertador de Mérida'));
    expect(screen.getByLabelText('Capital *')).toHaveValue('La Hechicera');
    await waitFor(() => expect(screen.queryByText(/Otro usuario cambió este registro mientras usted lo editaba/)).not.toBeInTheDocument());

    conflict = false;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(write.calls).toHaveLength(2));
    expect(write.calls[1]!.request).toEqual({ tipo: 'municipio', id: '1312', datos: { capital: 'La Hechicera' }, version: 9 });
  });

  it('says so when the record is deleted meanwhile', async () => {
    const { read } = renderApp({ role: 'editor', path: '/parroquias/131201' });
    await screen.findByLabelText('Nombre *', {}, { timeout: 10_000 });
    read.set('parroquias', '131201', null);

    const alert = await screen.findByText(/Otro usuario borró este registro/, {}, { timeout: 5_000 });
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Volver a la lista' })).toBeInTheDocument();
  });
});

describe('an edit form saving', () => {
  const saved = { parroquia: 'Arias de la Sierra', municipioId: '1312', estadoId: '13', version: 2 };
  const answer = { tipo: 'parroquia', id: '131202', registro: saved, version: 2, borrados: 0 } as const;

  async function rename() {
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nombre *', {}, { timeout: 10_000 });
    await user.clear(name);
    await user.type(name, saved.parroquia);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(window.location.hash).toBe('#/parroquias/131202/show'), { timeout: 5_000 });
  }

  it('its own save, heard by the listener before the answer, is never shown as someone else’s change', async () => {
    let warned = false;
    const watch = new MutationObserver(() => (warned ||= /Otro usuario cambió este registro/.test(document.body.textContent ?? '')));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { read } = renderApp({
      role: 'editor',
      path: '/parroquias/131202',
      respond: async () => {
        // The listener hears the stored record before the answer comes back.
        await new Promise((resolve) => setTimeout(resolve, 50));
        read.set('parroquias', '131202', saved);
        read.setVersion(2);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return answer;
      },
    });
    await rename();
    expect(await screen.findByText(saved.parroquia, {}, { timeout: 5_000 })).toBeInTheDocument();
    watch.disconnect();
    expect(warned).toBe(false);
  });

  it('a list opened after the save shows the saved record before the listener hears it, and keeps it when it does', async () => {
    const { read } = renderApp({ role: 'editor', path: '/parroquias/131202', respond: () => answer });
    await rename();
    window.location.hash = `#/parroquias?filter=${encodeURIComponent(JSON.stringify({ municipioId: '1312' }))}`;
    await screen.findByText('Antonio Spinetti Dini', {}, { timeout: 15_000 }); // the list, not the page left
    expect(screen.getByText(saved.parroquia)).toBeInTheDocument();
    expect(screen.queryByText('Arias')).not.toBeInTheDocument();
    read.set('parroquias', '131202', saved);
    read.setVersion(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(saved.parroquia)).toBeInTheDocument();
    expect(screen.queryByText('Arias')).not.toBeInTheDocument();
  });
});
