import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preload } from './_test/preload.js';
import { BuscadorLugar } from './BuscadorLugar.js';

beforeAll(() => preload('ine'));

const lugar = () => screen.getByRole('combobox', { name: 'Lugar' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('<BuscadorLugar>', () => {
  it('finds places of every level, says which level and where, and a city leads to its municipio', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <form aria-label="f">
        <BuscadorLugar name="lugar" onChange={onChange} />
      </form>,
    );
    await user.click(lugar());
    expect(lugar()).toHaveAttribute('aria-expanded', 'false'); // nothing typed, nothing listed
    await user.type(lugar(), 'barquisimeto');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Lara Estado · por Barquisimeto', 'Iribarren Municipio · Lara · por Barquisimeto']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ estado: { id: '12', nombre: 'Lara', codigo_ine: '13' }, municipio: { id: '1203', nombre: 'Iribarren', codigo_ine: '1303' }, parroquia: null });
    expect(lugar()).toHaveValue('Iribarren, Lara');
    const form = screen.getByRole('form', { name: 'f' }) as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ 'lugar[estado]': '12', 'lugar[municipio]': '1203', 'lugar[parroquia]': '' });
  });

  it('a parroquia fills its municipio and estado', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BuscadorLugar onChange={onChange} />);
    await user.type(lugar(), 'catedral lara');
    await waitFor(() => expect(options()[0]).toHaveTextContent('Catedral Parroquia · Iribarren, Lara'));
    await user.keyboard('{Enter}');
    expect(onChange.mock.lastCall![0]).toMatchObject({ estado: { id: '12' }, municipio: { id: '1203' }, parroquia: { nombre: 'Catedral' } });
    expect(lugar()).toHaveValue('Catedral, Iribarren, Lara');
  });
});
