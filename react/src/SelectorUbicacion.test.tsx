import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preload } from './_test/preload.js';
import { SelectorUbicacion } from './SelectorUbicacion.js';
import type { UbicacionValue } from './types.js';

beforeAll(() => preload('ine', 'base'));

const box = (name: string) => screen.getByRole('combobox', { name });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const firstOption = async (text: string) => waitFor(() => expect(options()[0]).toHaveTextContent(text));

describe('<SelectorUbicacion>', () => {
  it('draws three labelled comboboxes whose lists open with their places', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion />);
    for (const name of ['Estado', 'Municipio', 'Parroquia']) {
      expect(screen.getByText(name, { selector: 'label' })).toBeVisible();
      expect(box(name)).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(box(name).getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
    }
    await user.click(box('Estado'));
    await waitFor(() => expect(options()).toHaveLength(24));
    expect(box('Estado')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('24 resultados');
  });

  it('picks Mérida → Libertador → Milla by keyboard, a typo in each, and a form submits the ids', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <form aria-label="f">
        <SelectorUbicacion name="ubicacion" onChange={onChange} />
      </form>,
    );
    await user.type(box('Estado'), 'merda');
    await firstOption('Mérida');
    expect(box('Estado')).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{Enter}');
    await user.type(box('Municipio'), 'libertadr');
    await firstOption('Libertador');
    expect(options()).toHaveLength(1); // narrowed to Mérida's: one Libertador, not the country's
    await user.keyboard('{Enter}');
    await user.type(box('Parroquia'), 'mila');
    await firstOption('Milla');
    await user.keyboard('{Enter}');

    expect([box('Estado'), box('Municipio'), box('Parroquia')].map((input) => (input as HTMLInputElement).value)).toEqual(['Mérida', 'Libertador', 'Milla']);
    const value: UbicacionValue = { estado: { id: '13', nombre: 'Mérida', codigo_ine: '14' }, municipio: { id: '1312', nombre: 'Libertador', codigo_ine: '1412' }, parroquia: { id: '131211', nombre: 'Milla', codigo_ine: '141211' } };
    expect(onChange).toHaveBeenLastCalledWith(value);
    const form = screen.getByRole('form', { name: 'f' }) as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ 'ubicacion[estado]': '13', 'ubicacion[municipio]': '1312', 'ubicacion[parroquia]': '131211' });
  });

  it('a municipio chosen first fills its estado; a parroquia chosen first fills both', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion />);
    await user.type(box('Municipio'), 'iribarren');
    await firstOption('Iribarren');
    expect(options()[0]).toHaveTextContent('Lara'); // not narrowed: each option says its estado
    await user.keyboard('{Enter}');
    expect(box('Estado')).toHaveValue('Lara');
    expect(box('Municipio')).toHaveValue('Iribarren');

    await user.clear(box('Estado'));
    await user.tab();
    expect(box('Municipio')).toHaveValue('');
    await user.type(box('Parroquia'), 'sagrario');
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain('Sagrario Libertador, Mérida'));
    await user.click(options().find((o) => o.textContent === 'Sagrario Libertador, Mérida')!);
    expect([box('Estado'), box('Municipio'), box('Parroquia')].map((input) => (input as HTMLInputElement).value)).toEqual(['Mérida', 'Libertador', 'Sagrario']);
  });

  it('another estado clears what is not in it; the clear button empties a level and those below', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectorUbicacion defaultValue={{ estado: '13', municipio: '1312', parroquia: '131211' }} onChange={onChange} />);
    await waitFor(() => expect(box('Parroquia')).toHaveValue('Milla'));
    await user.click(screen.getByRole('button', { name: 'Borrar Parroquia', hidden: true }));
    expect(box('Parroquia')).toHaveValue('');
    expect(box('Municipio')).toHaveValue('Libertador');
    expect(box('Parroquia')).toHaveFocus();

    await user.clear(box('Estado'));
    await user.type(box('Estado'), 'zulia');
    await firstOption('Zulia');
    await user.keyboard('{Enter}');
    expect(box('Municipio')).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith({ estado: { id: '23', nombre: 'Zulia', codigo_ine: '23' }, municipio: null, parroquia: null });
    await user.click(screen.getByRole('button', { name: 'Borrar Estado', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ estado: null, municipio: null, parroquia: null });
  });

  it('controlled: shows the value it is given (ids alone are named from the data) and changes only with it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<SelectorUbicacion value={{ estado: '13' }} onChange={onChange} nivel="municipio" />);
    await waitFor(() => expect(box('Estado')).toHaveValue('Mérida'));
    await user.type(box('Municipio'), 'campo elias');
    await firstOption('Campo Elías');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ estado: { id: '13', nombre: 'Mérida', codigo_ine: '14' }, municipio: expect.objectContaining({ nombre: 'Campo Elías' }), parroquia: null });
    expect(box('Municipio')).toHaveValue(''); // the parent did not take the change
    rerender(<SelectorUbicacion value={onChange.mock.lastCall![0]} onChange={onChange} nivel="municipio" />);
    expect(box('Municipio')).toHaveValue('Campo Elías');
  });

  it('follows a parent that keeps the value in its state', async () => {
    const user = userEvent.setup();
    function Form() {
      const [value, setValue] = useState<UbicacionValue | null>(null);
      return (
        <>
          <SelectorUbicacion value={value} onChange={setValue} nivel="estado" />
          <output>{value?.estado?.id ?? 'nada'}</output>
        </>
      );
    }
    render(<Form />);
    expect(screen.queryByRole('combobox', { name: 'Municipio' })).toBeNull();
    await user.type(box('Estado'), 'tachira');
    await firstOption('Táchira');
    await user.keyboard('{Enter}');
    expect(document.querySelector('output')).toHaveTextContent('19');
  });

  it('the ine edition names today (La Guaira, with its code); the base edition the seed’s, found by either name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<SelectorUbicacion nivel="estado" onChange={onChange} />);
    await user.type(box('Estado'), 'vargas');
    await firstOption('La Guaira');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ estado: { id: '21', nombre: 'La Guaira', codigo_ine: '24' } }));
    unmount();

    render(<SelectorUbicacion nivel="estado" edicion="base" onChange={onChange} />);
    await user.type(box('Estado'), 'la guaira');
    await firstOption('Vargas');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ estado: { id: '21', nombre: 'Vargas' } }));
  });

  it('says when nothing matches, and lists at most 50 of 1139 parroquias until typing narrows them', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion />);
    await user.type(box('Estado'), 'xqxq');
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('Sin resultados'));
    expect(screen.getByText('Sin resultados', { selector: '.vegeo-note' })).toBeVisible();
    expect(box('Estado')).toHaveAttribute('aria-expanded', 'false');
    await user.click(box('Parroquia'));
    await waitFor(() => expect(options()).toHaveLength(50));
    expect(screen.getAllByRole('status')[2]).toHaveTextContent('1146 resultados. Se muestran los primeros 50: escriba para precisar');
  });

  it('a list closed is out of reach and silent; opened again after an estado is chosen, it lists that estado’s', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion />);
    await user.click(box('Parroquia'));
    await waitFor(() => expect(options()).toHaveLength(50));
    await user.keyboard('{Escape}');
    expect(box('Parroquia')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['', '', '']);

    await user.type(box('Estado'), 'merida');
    await firstOption('Mérida');
    await user.keyboard('{Enter}');
    await user.click(box('Parroquia'));
    await waitFor(() => expect(options().every((option) => /o13\d{4}$/.test(option.id))).toBe(true)); // ids end in the parroquia's, EEMMPP
    expect(screen.getAllByRole('status')[2]).not.toHaveTextContent('1146');
  });

  it('required: a text typed and not chosen keeps the form from submitting; disabled: nothing to type in', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <form aria-label="f">
        <SelectorUbicacion nivel="estado" required />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'f' }) as HTMLFormElement;
    expect(box('Estado')).toBeRequired();
    expect(form.checkValidity()).toBe(false);
    await user.type(box('Estado'), 'lara');
    expect((box('Estado') as HTMLInputElement).validationMessage).toBe('Elija una opción de la lista');
    await user.keyboard('{Enter}');
    expect(form.checkValidity()).toBe(true);
    rerender(
      <form aria-label="f">
        <SelectorUbicacion nivel="estado" disabled labels={{ estado: 'State' }} />
      </form>,
    );
    expect(box('State')).toBeDisabled();
  });
});
