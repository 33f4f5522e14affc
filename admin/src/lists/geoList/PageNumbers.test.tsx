import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.js';
import { PageNumbers } from './PageNumbers.js';

function drawPages(count: number, page: number) {
  const onChange = vi.fn();
  const { unmount } = render(
    <AdminContext i18nProvider={i18nProvider}>
      <PageNumbers count={count} page={page} onChange={onChange} />
    </AdminContext>,
  );
  const nav = screen.getByRole('navigation', { name: 'Páginas' });
  const shown = () =>
    within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent || within(item).getByRole('button').getAttribute('aria-label'));
  return { nav, onChange, shown, unmount };
}

describe('PageNumbers', () => {
  it('offers the first, the last and the pages around the current one, in Spanish', () => {
    const { shown } = drawPages(46, 3);
    expect(shown()).toEqual(['Ir a la página anterior', '1', '2', '3', '4', '5', '…', '46', 'Ir a la página siguiente']);
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Ir a la página 46' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the page clicked, and to the next and the previous one', async () => {
    const user = userEvent.setup();
    const { onChange } = drawPages(46, 3);
    await user.click(screen.getByRole('button', { name: 'Ir a la página 46' }));
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Ir a la página anterior' }));
    expect(onChange.mock.calls).toEqual([[46], [4], [2]]);
  });

  it('cannot go before the first page nor past the last', () => {
    const first = drawPages(46, 1);
    expect(screen.getByRole('button', { name: 'Ir a la página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeEnabled();
    first.unmount();
    drawPages(46, 46);
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeDisabled();
  });

  it('shows a single page as the current one', () => {
    const { shown } = drawPages(1, 1);
    expect(shown()).toEqual(['Ir a la página anterior', '1', 'Ir a la página siguiente']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });
});
