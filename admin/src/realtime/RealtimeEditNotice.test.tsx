import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../_test/renderApp.js';
import { CallableError } from '../dataProvider/ports.js';

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
