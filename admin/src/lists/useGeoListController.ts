import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_MAX_RESULTS,
  defaultExporter,
  removeEmpty,
  useAuthenticated,
  useEvent,
  useGetResourceLabel,
  useListParams,
  useNotify,
  useRecordSelection,
  useRequireAccess,
  useResourceContext,
  useSelectAll,
  useStoreContext,
  useTranslate,
  type Exporter,
  type FilterPayload,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { listGeo, type GeoListAnswer } from '../dataProvider/geoListing.js';
import type { GeoSnapshot } from '../dataProvider/liveGeo.js';
import type { GeoResource } from '../dataProvider/rows.js';
import { useGeoSnapshot } from '../realtime/RealtimeContext.js';

export interface GeoListControllerProps {
  sort: SortPayload;
  perPage: number;
  exporter?: Exporter | false;
  filterDefaultValues?: FilterPayload;
}

/** How long typing in the search box must pause before its search becomes an entry of the history. */
export const TYPING_PAUSE_MS = 1500;

/**
 * react-admin's `useListController` (the same parameters through `useListParams`, in the address
 * and the store; selection; access; page corrections) with the page computed from `/geo` in
 * memory as the list renders, instead of a `getList` query answered a turn later. A search is
 * drawn in the render that takes it, and reaches the address (a router navigation, which draws
 * the whole layout again) once typing pauses or the focus leaves the box; any other change of the
 * filters, the sort or the page reaches it at once, as react-admin's does.
 */
export function useGeoListController<RecordType extends RaRecord = RaRecord>({
  sort,
  perPage,
  exporter = defaultExporter,
  filterDefaultValues,
}: GeoListControllerProps): ListControllerResult<RecordType> {
  const resource = useResourceContext() as GeoResource;
  const translate = useTranslate();
  const notify = useNotify();
  const getResourceLabel = useGetResourceLabel();
  const { isPending: authenticating } = useAuthenticated();
  const { isPending: checking } = useRequireAccess({ action: 'list', resource, enabled: !authenticating });

  const [query, modifiers] = useListParams({ resource, sort, perPage, filterDefaultValues });
  const written = JSON.stringify([query.filterValues, query.sort, query.order, query.page, query.perPage]);
  // A search typed and not yet in the address: the list's filters while the address still says
  // what it said when the search began (Back, a link or the menu give the list theirs).
  const [typed, setTyped] = useState<Typed>();
  if (typed && typed.over !== written) setTyped(undefined);
  const held = typed?.over === written ? typed : undefined;
  const filterValues = held?.filter ?? (query.filterValues as FilterPayload);
  const page = held ? 1 : query.page;
  const currentSort = useMemo<SortPayload>(() => ({ field: query.sort, order: query.order }), [query.sort, query.order]);

  // The search waiting for a pause, and whether it was given to react-admin's `setFilters`.
  const pending = useRef<Typed & { sent?: boolean }>(undefined);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown = useRef(true);
  const write = useEvent(() => {
    clearTimeout(pause.current);
    const search = pending.current;
    // Not once the list is leaving: react-admin's navigation would give the search to the next page.
    if (!search || search.sent || !shown.current) return;
    search.sent = true;
    modifiers.setFilters(search.filter, search.displayedFilters);
  });
  // Leaving the list (before its box is removed, which moves the focus out): the search not
  // written yet is kept where react-admin keeps the list's parameters, so the menu opens it as left.
  const store = useStoreContext();
  const keep = useEvent(() => {
    shown.current = false;
    clearTimeout(pause.current);
    const search = pending.current;
    if (search && !search.sent) store.setItem(`${resource}.listParams`, { sort: query.sort, order: query.order, perPage: query.perPage, page: 1, filter: search.filter, displayedFilters: search.displayedFilters ?? query.displayedFilters });
  });
  useLayoutEffect(() => {
    shown.current = true;
    return keep;
  }, [keep]);
  // The address changed: the search written has landed, or another address (Back, a link) wins over it.
  useEffect(() => {
    if (pending.current && pending.current.over !== written) {
      clearTimeout(pause.current);
      pending.current = undefined;
    }
  }, [written]);
  const setFilters = useEvent((filter: FilterPayload, displayedFilters?: Record<string, boolean>) => {
    const next = removeEmpty(filter) as FilterPayload;
    if (!onlySearch(next, filterValues)) {
      // Not a search typed (a place picked, a suggestion, the filters cleared): to the address now.
      clearTimeout(pause.current);
      pending.current = undefined;
      setTyped(undefined);
      modifiers.setFilters(next, displayedFilters);
      return;
    }
    const search = { filter: next, displayedFilters, over: written };
    pending.current = search;
    setTyped(search);
    clearTimeout(pause.current);
    pause.current = setTimeout(write, TYPING_PAUSE_MS);
  });
  // The focus leaving the box (Tab, a click elsewhere, the address bar): the search is written now.
  useEffect(() => {
    document.addEventListener('focusout', write);
    window.addEventListener('blur', write);
    return () => {
      document.removeEventListener('focusout', write);
      window.removeEventListener('blur', write);
    };
  }, [write]);
  // The other changes build on a search not written yet (react-admin applies both in one navigation).
  const setPage = useEvent((next: number) => {
    write();
    modifiers.setPage(next);
  });
  const setPerPage = useEvent((next: number) => {
    write();
    modifiers.setPerPage(next);
  });
  const setSort = useEvent((next: SortPayload) => {
    write();
    modifiers.setSort(next);
  });

  const [selectedIds, selection] = useRecordSelection<RecordType>({ resource });
  const onUnselectItems = useCallback((fromAllStoreKeys?: boolean) => selection.unselect(selectedIds, fromAllStoreKeys), [selectedIds, selection]);
  const onSelectAll = useSelectAll({ resource, sort: currentSort, filter: filterValues });

  const { snapshot, error: loadError } = useGeoSnapshot();
  const allowed = !authenticating && !checking;
  const listed = useListed(allowed ? snapshot : undefined, resource, filterValues, currentSort, page, query.perPage);
  const error = loadError ?? listed.error;
  useEffect(() => {
    if (error) notify(error.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: error.message } });
  }, [error, notify]);

  const { answer, isFetching } = listed;
  const total = answer?.total;
  const isPending = answer === undefined && error === undefined;
  // A page past the end (a narrower search, the last row of the last page deleted): the last page.
  useEffect(() => {
    if (isPending || isFetching || total === undefined) return;
    const pages = Math.ceil(total / query.perPage) || 1;
    if (page <= 0) setPage(1);
    else if (page > pages) setPage(pages);
  }, [isPending, isFetching, total, page, query.perPage, setPage]);

  const getData = useEvent(async ({ maxResults }: { maxResults?: number } = {}) => {
    if (!snapshot || total === 0) return [];
    const all = await listGeo(snapshot, resource, { filter: filterValues, sort: currentSort });
    return all.data.slice(0, maxResults ?? total ?? DEFAULT_MAX_RESULTS) as unknown as RecordType[];
  });

  return {
    sort: currentSort,
    data: answer?.data as RecordType[] | undefined,
    meta: answer?.meta,
    defaultTitle: translate(`resources.${resource}.page.list`, { _: translate('ra.page.list', { name: getResourceLabel(resource, 2) }) }),
    displayedFilters: held?.displayedFilters ?? query.displayedFilters,
    error: error ?? null,
    exporter,
    filterValues,
    hideFilter: modifiers.hideFilter,
    isFetching,
    isLoading: isPending,
    isPaused: false,
    isPending,
    isPlaceholderData: isFetching,
    onSelect: selection.select,
    onSelectAll,
    onToggleItem: selection.toggle,
    onUnselectItems,
    page,
    perPage: query.perPage,
    refetch: listed.refetch,
    resource,
    selectedIds,
    setFilters,
    setPage,
    setPerPage,
    setSort,
    showFilter: modifiers.showFilter,
    total,
    getData,
    hasNextPage: total !== undefined ? page * query.perPage < total : undefined,
    hasPreviousPage: page > 1,
  } as ListControllerResult<RecordType>;
}

interface Typed {
  filter: FilterPayload;
  displayedFilters?: Record<string, boolean>;
  /** The list's parameters in the address when it was typed. */
  over: string;
}

/** Whether `next` differs from `current` in its search (`q`) alone. */
function onlySearch(next: FilterPayload, current: FilterPayload): boolean {
  const { q: _next, ...others } = next;
  const { q: _current, ...before } = current;
  return JSON.stringify(others) === JSON.stringify(before);
}

interface Listed {
  /** The page on screen: the one asked for, or the last one shown while that one's search code loads. */
  answer?: GeoListAnswer;
  isFetching: boolean;
  error?: Error;
  refetch: ListControllerResult['refetch'];
}

/** The page of `resource` for these parameters over `snapshot` (nothing before it is loaded). */
function useListed(snapshot: GeoSnapshot | undefined, resource: GeoResource, filter: FilterPayload, sort: SortPayload, page: number, perPage: number): Listed {
  const key = JSON.stringify([resource, filter, sort.field, sort.order, page, perPage]);
  const computed = useMemo(
    () => (snapshot ? listGeo(snapshot, resource, { filter, sort, pagination: { page, perPage } }) : undefined),
    // `key` spells out the parameters: the address may hand over an equal filter as a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [snapshot, key],
  );
  // An answer that needs its search code loaded first (the first search matching no row): until
  // it lands, the page shown before stays, then the answer for the parameters it was asked with.
  const lastShown = useRef<GeoListAnswer>(undefined);
  const [loading, setLoading] = useState<{ for: Promise<GeoListAnswer>; answer?: GeoListAnswer; error?: Error; done: boolean }>();
  useLayoutEffect(() => {
    if (!(computed instanceof Promise)) return;
    let current = true;
    setLoading({ for: computed, answer: lastShown.current, done: false });
    computed.then(
      (answer) => current && setLoading({ for: computed, answer, done: true }),
      (error: Error) => current && setLoading({ for: computed, error, done: true }),
    );
    return () => {
      current = false;
    };
  }, [computed]);
  const state: { answer?: GeoListAnswer; error?: Error; done: boolean } = computed instanceof Promise ? (loading?.for === computed ? loading : { done: false }) : { answer: computed, done: true };
  useLayoutEffect(() => {
    if (state.done && state.answer) lastShown.current = state.answer;
  });
  // Nothing to fetch again: the snapshot is the list's source, and its changes show at once.
  const refetch = useCallback(() => Promise.resolve({ data: lastShown.current }), []) as unknown as ListControllerResult['refetch'];
  return { answer: state.answer, isFetching: !state.done, error: state.error, refetch };
}
