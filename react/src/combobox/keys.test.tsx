import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preload } from '../_test/preload.js';
import { SelectorUbicacion } from '../SelectorUbicacion.js';

beforeAll(() => preload('ine'));

const estado = () => screen.getByRole('combobox', { name: 'Estado' });
const options = () => within(screen.getByRole('listbox', { name: 'Estado' })).getAllByRole('option');
const active = () => document.getElementById(estado().getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('the combobox keys (WAI-ARIA 1.2)', () => {
  it('arrows move through the options and wrap, Home and End jump, the active one is aria-selected', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion nivel="estado" />);
    estado().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()).toHaveLength(24));
    expect(active()).toBe('Amazonas');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(options()[1]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Apure');
    await user.keyboard('{End}');
    expect(active()).toBe('Zulia');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Amazonas');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Zulia');
    await user.keyboard('{Home}');
    expect(active()).toBe('Amazonas');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(estado()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Zulia');
  });

  it('Escape closes and keeps the choice; closed, it clears it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectorUbicacion nivel="estado" defaultValue={{ estado: { id: '12', nombre: 'Lara' } }} onChange={onChange} />);
    await user.clear(estado());
    await user.type(estado(), 'zul');
    await waitFor(() => expect(active()).toBe('Zulia'));
    await user.keyboard('{Escape}');
    expect(estado()).toHaveValue('Lara');
    expect(estado()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(estado()).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith({ estado: null, municipio: null, parroquia: null });
  });

  it('Tab takes the best match of what was typed and moves on; Enter on a closed list is left to the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SelectorUbicacion nivel="municipio" />
        <button type="submit">Enviar</button>
      </form>,
    );
    await user.type(estado(), 'falcon');
    await waitFor(() => expect(active()).toBe('Falcón'));
    await user.tab();
    expect(estado()).toHaveValue('Falcón');
    expect(screen.getByRole('combobox', { name: 'Municipio' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a mouse picks by clicking, and hovering marks the option under it', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion nivel="estado" />);
    await user.click(estado());
    await waitFor(() => expect(options()).toHaveLength(24));
    await user.hover(options()[3]!);
    expect(active()).toBe('Aragua');
    await user.click(options()[3]!);
    expect(estado()).toHaveValue('Aragua');
    expect(estado()).toHaveFocus();
  });
});
