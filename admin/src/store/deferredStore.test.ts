import { localStorageStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredStore, WRITE_DELAY_MS } from './deferredStore.js';

const KEY = 'parroquias.listParams';
const written = () => window.localStorage.getItem(`RaStore.${KEY}`);

describe('the deferred store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('reads back and tells its subscribers a value at once, and writes the device only the last one, once changes pause', () => {
    const store = deferredStore(localStorageStore());
    store.setup();
    const heard: unknown[] = [];
    const unsubscribe = store.subscribe(KEY, (value) => heard.push(value));
    store.setItem(KEY, { filter: { q: 's' } });
    vi.advanceTimersByTime(WRITE_DELAY_MS - 1);
    store.setItem(KEY, { filter: { q: 'sa' } });
    expect(store.getItem(KEY)).toEqual({ filter: { q: 'sa' } });
    expect(heard).toEqual([{ filter: { q: 's' } }, { filter: { q: 'sa' } }]);
    vi.advanceTimersByTime(WRITE_DELAY_MS - 1);
    expect(written()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(JSON.parse(written()!)).toEqual({ filter: { q: 'sa' } });
    // A new store (the next visit) reads what was written.
    expect(deferredStore(localStorageStore()).getItem(KEY)).toEqual({ filter: { q: 'sa' } });
    unsubscribe();
    store.teardown();
  });

  it('writes what is pending when the page is hidden or left, and on teardown', () => {
    const store = deferredStore(localStorageStore());
    store.setup();
    store.setItem(KEY, { page: 2 });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(written()!)).toEqual({ page: 2 });
    store.setItem(KEY, { page: 3 });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.parse(written()!)).toEqual({ page: 3 });
    vi.restoreAllMocks();
    store.setItem(KEY, { page: 4 });
    store.teardown();
    expect(JSON.parse(written()!)).toEqual({ page: 4 });
  });

  it('removes a value (its default read back at once), lists and removes by prefix with what is pending, and forgets what is pending on reset', () => {
    const store = deferredStore(localStorageStore());
    store.setup();
    store.setItem(KEY, { page: 2 });
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    store.removeItem(KEY);
    expect(store.getItem(KEY, 'por omisión')).toBe('por omisión');
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(written()).toBeNull();

    store.setItem('parroquias.selectedIds', ['1']);
    expect(store.listItems!('parroquias')).toEqual({ 'parroquias.selectedIds': ['1'] });
    store.setItem('parroquias.selectedIds', ['2']);
    store.removeItems('parroquias');
    expect(store.getItem('parroquias.selectedIds')).toBeUndefined();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(window.localStorage.getItem('RaStore.parroquias.selectedIds')).toBeNull();

    store.setItem(KEY, { page: 5 });
    store.reset();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(store.getItem(KEY)).toBeUndefined();
    expect(written()).toBeNull();
    store.teardown();
  });

  it('tells its subscribers of a change made in another tab', () => {
    const store = deferredStore(localStorageStore());
    store.setup();
    const heard: unknown[] = [];
    store.subscribe(KEY, (value) => heard.push(value));
    window.dispatchEvent(new StorageEvent('storage', { key: `RaStore.${KEY}`, newValue: JSON.stringify({ page: 7 }) }));
    expect(heard).toEqual([{ page: 7 }]);
    store.teardown();
  });
});
