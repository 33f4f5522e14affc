import { pais, toFlat } from '@vegeo/data';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../_test/renderApp.js';

const flat = toFlat(pais);
const collator = new Intl.Collator('es', { numeric: true });
// A row's cells after its box.
const rowNames = (column = 2) => within(screen.getByRole('table')).queryAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[column]?.textContent);
/** The picker's open list of choices (the rows-per-page menu holds options too). */
const choices = () => within(screen.getByRole('listbox')).getAllByRole('option');
const rangeText = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent;

// The lists' parameters live in react-admin's store (localStorage): unmounted first, so that
// nothing outlives the test.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a geography list', () => {
  it('searches as it is typed, and a pick made after it is kept', async () => {
    const user = userEvent.setup();
    renderApp({ role: 'viewer', path: '/parroquias' });
    // The file's first render loads the list's code: over 10 s when the machine runs two suites at once.
    await waitFor(() => expect(rangeText()).toBe(`1–25 de ${Object.keys(flat.parroquias).length}`), { timeout: 30_000 });

    // The estado picked after the search: the pick builds on the search, not on the filters as
    // they were before it.
    const estado = screen.getByRole('combobox', { name: 'Estado' });
    await user.type(estado, 'lara');
    const lara = await screen.findByRole('option', { name: 'Lara' });
    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'santa rosa' } });
    const santaRosa = Object.values(flat.parroquias).filter((p) => /santa rosa/i.test(p.parroquia)).length;
    await waitFor(() => expect(rangeText()).toBe(`1–${Math.min(25, santaRosa)} de ${santaRosa}`), { timeout: 5_000 });
    await user.click(lara);

    const expected = Object.values(flat.parroquias).filter((p) => p.estadoId === '12' && /santa rosa/i.test(p.parroquia));
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(rowNames().sort(collator.compare)).toEqual(expected.map((p) => p.parroquia).sort(collator.compare)));
    expect(screen.getByPlaceholderText('Buscar')).toHaveValue('santa rosa');
    expect(estado).toHaveValue('Lara');
  });

  it('picks with the keyboard, forgives typos, narrows municipios to the estado, and drops a municipio of another estado', async () => {
    const user = userEvent.setup();
    renderApp({ role: 'viewer', path: '/parroquias' });
    const estado = await screen.findByRole('combobox', { name: 'Estado' }, { timeout: 10_000 });
    await user.type(estado, 'merda');
    await waitFor(() => expect(choices().map((o) => o.textContent)).toContain('Mérida'));
    expect(estado).toHaveAttribute('aria-expanded', 'true');
    const first = choices()[0]!;
    expect(estado).toHaveAttribute('aria-activedescendant', first.id);
    while (screen.getByRole('option', { name: 'Mérida' }).id !== estado.getAttribute('aria-activedescendant')) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(estado).toHaveValue('Mérida');
    expect(estado).toHaveAttribute('aria-expanded', 'false');

    const municipio = screen.getByRole('combobox', { name: 'Municipio' });
    await user.click(municipio);
    const ofMerida = Object.values(flat.municipios).filter((m) => m.estadoId === '13').map((m) => m.municipio);
    await waitFor(() => expect(choices().map((o) => o.textContent).sort(collator.compare)).toEqual([...ofMerida].sort(collator.compare)));
    await user.type(municipio, 'libertadr');
    await waitFor(() => expect(choices().map((o) => o.textContent)).toEqual(['Libertador']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames(3).every((name) => name === 'Libertador')).toBe(true));
    expect(rowNames(3)).toHaveLength(Object.values(flat.parroquias).filter((p) => p.municipioId === '1312').length);

    // Escape leaves the choice as it was.
    await user.type(estado, 'zul');
    await user.keyboard('{Escape}');
    expect(estado).toHaveValue('Mérida');
    expect(municipio).toHaveValue('Libertador');

    // Another estado: the municipio of Mérida goes.
    await user.clear(estado);
    await user.type(estado, 'zulia');
    await user.click(await screen.findByRole('option', { name: 'Zulia' }));
    await waitFor(() => expect(municipio).toHaveValue(''));
    await waitFor(() => expect(rowNames(4).every((name) => name === 'Zulia')).toBe(true));

    // The clear button empties the pick.
    await user.click(screen.getByRole('button', { name: 'Borrar Estado' }));
    await waitFor(() => expect(rangeText()).toBe(`1–25 de ${Object.keys(flat.parroquias).length}`));
    expect(estado).toHaveValue('');
  });

  it('sorts by a column, a second click reverses it, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp({ role: 'viewer', path: '/estados' });
    await waitFor(() => expect(rowNames()).toHaveLength(24), { timeout: 10_000 });
    const capitals = Object.values(flat.estados).map((e) => e.capital).sort(new Intl.Collator('es').compare);
    await user.click(screen.getByRole('button', { name: /capital/i }));
    await waitFor(() => expect(rowNames(3)).toEqual(capitals));
    await user.click(screen.getByRole('button', { name: /capital/i }));
    await waitFor(() => expect(rowNames(3)).toEqual([...capitals].reverse()));

    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'xyzzy' } });
    expect(await screen.findByText('No se encontraron estados con los filtros actuales.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows as many rows as asked, pages through them, and a search starts again from its first page', async () => {
    const user = userEvent.setup();
    renderApp({ role: 'viewer', path: '/municipios' });
    const total = Object.keys(flat.municipios).length;
    await waitFor(() => expect(rangeText()).toBe(`1–25 de ${total}`), { timeout: 10_000 });
    const names = Object.values(flat.municipios).map((m) => m.municipio).sort(new Intl.Collator('es').compare);

    await user.click(screen.getByRole('combobox', { name: 'Filas por página:' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(rowNames()).toEqual(names.slice(0, 50)));
    expect(rangeText()).toBe(`1–50 de ${total}`);
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(rowNames()).toEqual(names.slice(50, 100)));
    expect(rangeText()).toBe(`51–100 de ${total}`);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'libertador' } });
    const libertadores = names.filter((name) => name === 'Libertador').length;
    await waitFor(() => expect(rangeText()).toBe(`1–${libertadores} de ${libertadores}`), { timeout: 5_000 });
    // One page: no other page to go to.
    expect(screen.queryByRole('button', { name: 'Ir a la página 2' })).toBeNull();
  });

  it("names each row's box by the row, says the sorted column's order, and the page's box is mixed while part of the page is chosen", async () => {
    const user = userEvent.setup();
    renderApp({ role: 'viewer', path: '/estados' });
    await waitFor(() => expect(rowNames()).toHaveLength(24), { timeout: 10_000 });
    const header = (name: RegExp) => screen.getAllByRole('columnheader').find((cell) => name.test(cell.textContent ?? ''));
    expect(header(/^Nombre$/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/Capital/)).not.toHaveAttribute('aria-sort');
    await user.click(within(header(/^Nombre$/)!).getByRole('button'));
    await waitFor(() => expect(header(/^Nombre$/)).toHaveAttribute('aria-sort', 'descending'));

    const page = screen.getByRole('checkbox', { name: 'Seleccionar todo' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Mérida' }));
    await waitFor(() => expect(page).toHaveAttribute('data-indeterminate', 'true'));
    expect(page).not.toBeChecked();
    await user.click(page);
    await waitFor(() => expect(page).toBeChecked());
    expect(page).toHaveAttribute('data-indeterminate', 'false');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Zulia' })).toBeChecked();
    await user.click(page);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Seleccionar Mérida' })).not.toBeChecked());
  });

  it('opens a record from its row', async () => {
    const user = userEvent.setup();
    renderApp({ role: 'viewer', path: '/estados' });
    await waitFor(() => expect(rowNames()).toHaveLength(24), { timeout: 10_000 });
    await user.click(screen.getAllByRole('cell', { name: 'Mérida' })[0]!); // its name (its capital is Mérida too)
    await waitFor(() => expect(window.location.hash).toBe('#/estados/13/show'));
    await act(async () => undefined);
  });

  it('offers an editor the create page, and a viewer nothing to create', async () => {
    const user = userEvent.setup();
    const editor = renderApp({ role: 'editor', path: '/municipios' });
    await waitFor(() => expect(rowNames()).toHaveLength(25), { timeout: 10_000 });
    await user.click(await screen.findByRole('link', { name: 'Crear' }));
    await waitFor(() => expect(window.location.hash).toBe('#/municipios/create'));
    editor.unmount();

    renderApp({ role: 'viewer', path: '/municipios' });
    await waitFor(() => expect(rowNames()).toHaveLength(25), { timeout: 10_000 });
    await act(async () => undefined); // the access check answered
    expect(screen.queryByRole('link', { name: 'Crear' })).toBeNull();
  });
});
