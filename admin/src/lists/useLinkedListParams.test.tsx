import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore, StoreContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLinkedListParams } from './useLinkedListParams.js';

const KEY = 'estados.listParams';
const params = (q: string) => ({ filter: { q }, sort: 'estado', order: 'ASC', page: 1, perPage: 25 });
const shownSearch = () => JSON.parse(new URLSearchParams(window.location.hash.split('?')[1]).get('filter') ?? '{}').q as string | undefined;

/** The estados list at an address that shows `q`, with its parameters in the store. */
function openList(q: string) {
  window.history.replaceState(null, '', `#/estados?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
  const store = memoryStore();
  store.setItem(KEY, params(q));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreContextProvider value={store}>
      <MemoryRouter initialEntries={['/estados']}>{children}</MemoryRouter>
    </StoreContextProvider>
  );
  const { result } = renderHook(() => useLinkedListParams('estados'), { wrapper });
  return { store, typing: result.current.typing };
}

describe('useLinkedListParams: the address of a search typed', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('follows the list once typing pauses for 1.5 s, as a new entry of the history', () => {
    const { store, typing } = openList('merida');
    const entries = window.history.length;
    act(() => {
      typing.typed();
      store.setItem(KEY, params('zulia'));
    });
    expect(shownSearch()).toBe('merida');
    act(() => void vi.advanceTimersByTime(1400));
    expect(shownSearch()).toBe('merida');
    act(() => void vi.advanceTimersByTime(200));
    expect(shownSearch()).toBe('zulia');
    expect(window.history.length).toBe(entries + 1);
  });

  it('follows at once when the box loses focus', () => {
    const { store, typing } = openList('merida');
    act(() => {
      typing.typed();
      store.setItem(KEY, params('lara'));
    });
    act(() => typing.release());
    expect(shownSearch()).toBe('lara');
  });

  it('drops a search still held when the person goes Back: the address they went to stays', () => {
    const { store, typing } = openList('merida');
    act(() => {
      typing.typed();
      store.setItem(KEY, params('zulia'));
    });
    // Back, to an entry of the list that shows another search.
    act(() => {
      window.history.replaceState(null, '', `#/estados?filter=${encodeURIComponent(JSON.stringify({ q: 'apure' }))}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((store.getItem(KEY) as ReturnType<typeof params>).filter.q).toBe('apure');
    act(() => void vi.advanceTimersByTime(5000));
    expect(shownSearch()).toBe('apure');
  });
});
