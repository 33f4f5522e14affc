import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { parseQueryFromLocation, useEvent, useLocation, useStoreContext, type ListParams } from 'react-admin';

/** A list's parameters as react-admin writes them in a link: `?filter={…}&order=…&page=…&perPage=…&sort=…`. */
function listSearch(params: Partial<ListParams>): string {
  return Object.entries(params)
    .filter(([key, value]) => value !== undefined && value !== null && key !== 'displayedFilters')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`)
    .join('&');
}

/** Whether the address's parameters already say what `params` says (however they were spelt). */
function sameParams(hash: string, params: Partial<ListParams>): boolean {
  const query = hash.split('?')[1];
  if (!query) return false;
  const shown = parseQueryFromLocation({ search: `?${query}` });
  return listSearch({ ...shown, filter: shown.filter ?? {} }) === listSearch(params);
}

/** How long typing in the search box must pause before its searches reach the address. */
const TYPING_PAUSE_MS = 1500;

/**
 * The search box's hold on the address: each search typed reaches the list at once, and the
 * address (a new entry of the history) once typing pauses or the box loses focus. Chromium treats
 * each change of the address as a navigation (it draws the page again and loads the tab's icon):
 * a third of a keystroke's work, paid for every few letters typed.
 */
export interface TypingHold {
  /** A key in the search box: the address waits. */
  typed(): void;
  /** The box lost focus: the address takes the last search now. */
  release(): void;
}

/**
 * `<ListBase>` props that keep a list's parameters (search, filters, sort, page) in react-admin's
 * store instead of the router. react-admin's default writes each change into the URL, and the
 * location change renders the layout, app bar, menu and filter form again on every search.
 *
 * The list and its address still agree in every direction:
 * - an address with parameters, however it arrives (typed, pasted, a link inside the app, Back
 *   or Forward), becomes the list's: every navigation the router hears is applied;
 * - each change of the list (a search, a page, a sort) becomes an entry of the browser's history,
 *   written without a router navigation, so Back returns to the list as it was before it (a search
 *   typed in the box, once typing pauses or the box loses focus: `TypingHold`);
 * - an address without parameters (the menu) opens the list as it was left, and shows them.
 */
export function useLinkedListParams(resource: string) {
  const storeKey = `${resource}.listParams`;
  const location = useLocation();
  const store = useStoreContext();
  // Set while the store is being given an address's parameters: that change is not a new entry.
  const fromAddress = useRef(false);

  const { pathname } = location;
  const apply = useEvent((search: string) => {
    const fromLink = parseQueryFromLocation({ search });
    if (Object.keys(fromLink).length === 0) return;
    fromAddress.current = true;
    store.setItem(storeKey, { filter: {}, ...fromLink });
    fromAddress.current = false;
  });
  // A navigation of the router (a link inside the app, the address opened).
  useLayoutEffect(() => apply(location.search), [location, apply]);
  // Back, Forward, or an address typed over this one: the browser's own navigations. The router
  // does not see those that land on an entry written here (it never saw it written), nor an
  // address it already had.
  useEffect(() => {
    const onPop = () => {
      const [path, query] = window.location.hash.split('?');
      if (path === `#${pathname}`) apply(query ? `?${query}` : '');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [pathname, apply]);

  const write = useEvent((params: Partial<ListParams> | undefined) => {
    if (!params?.filter) return;
    const [path, query] = window.location.hash.split('?');
    // Only while this list is on screen (a later navigation may have left it).
    if (path !== `#${pathname}` || sameParams(window.location.hash, params)) return;
    const hash = `#${pathname}?${listSearch(params)}`;
    const state = (window.history.state ?? {}) as { idx?: number };
    // A new entry for a change of the list; the same entry when the address had no
    // parameters yet or just gave them (its own spelling replaced by ours).
    if (query && !fromAddress.current) window.history.pushState({ ...state, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', hash);
    else window.history.replaceState(state, '', hash);
  });

  // While the search box holds the address: the list's last parameters, written when it lets go.
  const hold = useRef<{ on: boolean; params?: Partial<ListParams>; pause?: ReturnType<typeof setTimeout> }>({ on: false });
  const release = useCallback(() => {
    const held = hold.current;
    clearTimeout(held.pause);
    const { on, params } = held;
    hold.current = { on: false };
    if (on && params) write(params);
  }, [write]);
  const typing = useMemo<TypingHold>(
    () => ({
      typed() {
        clearTimeout(hold.current.pause);
        hold.current.on = true;
        hold.current.pause = setTimeout(release, TYPING_PAUSE_MS);
      },
      release,
    }),
    [release],
  );

  useEffect(() => {
    const mirror = (params: Partial<ListParams> | undefined) => {
      if (hold.current.on && !fromAddress.current) {
        hold.current.params = params;
        return;
      }
      // Written at once; what an address gives (Back, Forward, a link) is the list's now, in the
      // spelling it is kept in, and a search the box still held is dropped, not written later.
      hold.current.params = undefined;
      write(params);
    };
    mirror(store.getItem<Partial<ListParams>>(storeKey));
    const unsubscribe = store.subscribe(storeKey, mirror);
    return () => {
      unsubscribe();
      release();
    };
    // Again for a new path: the list's address under it.
  }, [pathname, storeKey, store, write, release]);

  return { listProps: { disableSyncWithLocation: true, storeKey } as const, typing };
}
