import { useEffect, useLayoutEffect } from 'react';
import { parseQueryFromLocation, useLocation, useStoreContext, type ListParams } from 'react-admin';

/** A list's parameters as react-admin writes them in a link: `?filter={…}&order=…&page=…&perPage=…&sort=…`. */
function listSearch(params: Partial<ListParams>): string {
  return Object.entries(params)
    .filter(([key, value]) => value !== undefined && value !== null && key !== 'displayedFilters')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`)
    .join('&');
}

/**
 * `<List>` props that keep a list's parameters (search, filters, sort, page) in react-admin's
 * store instead of the router. react-admin's default writes each change into the URL, and the
 * location change renders the layout, app bar, menu and filter form again on every search.
 * Links still work both ways: a link's parameters (`#/parroquias?filter=…`, opened, shared or
 * followed from another page) become the list's, and the address bar shows the list's
 * parameters, written without a router navigation so a copied address opens the same list.
 */
export function useLinkedListParams(resource: string) {
  const storeKey = `${resource}.listParams`;
  const location = useLocation();
  const store = useStoreContext();

  // Keyed on the navigation, not on the search: a link to the parameters the router saw last
  // (while the list moved on, silently) still resets the list to them.
  useLayoutEffect(() => {
    const fromLink = parseQueryFromLocation(location);
    if (Object.keys(fromLink).length > 0) store.setItem(storeKey, { filter: {}, ...fromLink });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, storeKey, store]);

  const { pathname } = location;
  useEffect(() => {
    const mirror = (params: Partial<ListParams> | undefined) => {
      if (!params?.filter) return;
      const hash = `#${pathname}?${listSearch(params)}`;
      // Only while this list is on screen (a later navigation may have left it).
      if (window.location.hash.split('?')[0] !== `#${pathname}` || window.location.hash === hash) return;
      // history.state is the router's (its index for back and forward): kept as is.
      window.history.replaceState(window.history.state, '', hash);
    };
    mirror(store.getItem<Partial<ListParams>>(storeKey));
    return store.subscribe(storeKey, mirror);
  }, [pathname, storeKey, store]);

  return { disableSyncWithLocation: true, storeKey } as const;
}
