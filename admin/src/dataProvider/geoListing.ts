import type * as CloseMatches from './closeMatches.js';
import type { CloseMatchesMeta } from './closeMatches.js';
import type { GeoSnapshot } from './liveGeo.js';
import { page, queryRows, type ListQuery } from './queries.js';
import type * as PickerSearch from './pickerSearch.js';
import type { GeoResource, GeoRow } from './rows.js';

/** A page of a geography list: its rows, the total of matches, and `meta` when they are close matches. */
export interface GeoListAnswer {
  data: GeoRow[];
  total: number;
  meta?: CloseMatchesMeta;
}

// Loaded on first use (vegeo buscar's index is not needed to sign in or list), then kept: from
// then on every answer is computed in the call, without waiting a turn of the event loop.
let pickerSearchModule: typeof PickerSearch | undefined;
let closeMatchesModule: typeof CloseMatches | undefined;
const loadPickerSearch = async () => (pickerSearchModule ??= await import('./pickerSearch.js'));
const loadCloseMatches = async () => (closeMatchesModule ??= await import('./closeMatches.js'));

/**
 * A page of `resource` over `snapshot` for `query`: `q`, every word in the row; `buscar`, ranked
 * as `vegeo buscar` ranks (the pickers); a `q` that no row holds, `vegeo buscar`'s closest
 * matches (typos, a name with its place). Answered at once, or as a promise when the search code
 * that answer needs is not loaded yet (the first ranked search).
 */
export function listGeo(snapshot: GeoSnapshot, resource: GeoResource, query: ListQuery): GeoListAnswer | Promise<GeoListAnswer> {
  const { buscar, ...filter } = query.filter ?? {};
  const narrow = filter as { estadoId?: string; municipioId?: string };
  if (typeof buscar === 'string' && buscar.trim() !== '') {
    const ranked = (search: typeof PickerSearch) => {
      const hits = search.pickerSearch(snapshot, resource, buscar, narrow);
      return hits ? { data: page(hits, query.pagination), total: hits.length } : queryRows(snapshot, resource, { ...query, filter: { ...filter, q: buscar } });
    };
    return pickerSearchModule ? ranked(pickerSearchModule) : loadPickerSearch().then(ranked);
  }
  const found = queryRows(snapshot, resource, { ...query, filter });
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (found.total > 0 || q === '') return found;
  // Nothing holds every word: what `vegeo buscar` finds instead.
  const close = (module: typeof CloseMatches): GeoListAnswer => module.closeMatches(snapshot, resource, q, narrow, query.pagination) ?? found;
  return closeMatchesModule ? close(closeMatchesModule) : loadCloseMatches().then(close);
}
