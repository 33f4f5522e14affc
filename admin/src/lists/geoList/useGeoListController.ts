import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_MAX_RESULTS,
  removeEmpty,
  useDataProvider,
  useEvent,
  useGetResourceLabel,
  useListParams,
  useNotify,
  useRecordSelection,
  useSelectAll,
  useStoreContext,
  useTranslate,
  type Exporter,
  type ListControllerResult,
  type ListParams,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { listGeo, type GeoListAnswer } from '../../dataProvider/geoListing.js';
import type { GeoSnapshot } from '../../dataProvider/geoCache.js';
import type { GeoResource } from '../../dataProvider/rows.js';
import { useGeoSnapshot } from '../../realtime/RealtimeContext.js';

export interface GeoListControllerProps {
  resource: GeoResource;
  sort: SortPayload;
  perPage: number;
  storeKey: string;
  exporter: Exporter;
  /** Whether the person may read the list (checked by the caller, once, not on every change of the list). */
  allowed: boolean;
}

/**
 * react-admin's list controller (`useListController`: the same parameters in the store, selection,
 * page corrections; access is the caller's) with the rows read from `/geo` in memory as the list
 * renders: a search's rows are drawn in the render that takes the search, not a query and a
 * notification later, and no query is kept per search typed. Every change the listeners deliver
 * shows at once (the snapshot is the list's source).
 */
export function useGeoListController<RecordType extends RaRecord>({ resource, sort, perPage, storeKey, exporter, allowed }: GeoListControllerProps): ListControllerResult<RecordType> {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const getResourceLabel = useGetResourceLabel();
  const [query, modifiers] = useListParams({ resource, sort, perPage, storeKey, disableSyncWithLocation: true });
  const setFilters = useSetFiltersNow(storeKey, query);
  const [selectedIds, selection] = useRecordSelection<RecordType>({ resource, storeKey });
  const onUnselectItems = useCallback((fromAllStoreKeys?: boolean) => selection.unselect(selectedIds, fromAllStoreKeys), [selectedIds, selection]);
  const currentSort = useMemo<SortPayload>(() => ({ field: query.sort, order: query.order }), [query.sort, query.order]);
  const onSelectAll = useSelectAll({ resource, sort: currentSort, filter: query.filterValues, storeKey });

  const { snapshot, error: loadError } = useGeoSnapshot();
  const listed = useListed(allowed ? snapshot : undefined, resource, query.filterValues as Record<string, unknown>, currentSort, query.page, query.perPage);
  const error = loadError ?? listed.error;
  useEffect(() => {
    if (error) notify(error.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: error.message } });
  }, [error, notify]);

  const { answer, isFetching } = listed;
  const data = answer?.data as RecordType[] | undefined;
  const total = answer?.total;
  const isPending = answer === undefined && error === undefined;
  // A page past the end (a narrower search, the last row of the last page deleted): the last page.
  const { setPage } = modifiers;
  useEffect(() => {
    if (isPending || isFetching || total === undefined) return;
    const pages = Math.ceil(total / query.perPage) || 1;
    if (query.page <= 0) setPage(1);
    else if (query.page > pages) setPage(pages);
  }, [isPending, isFetching, total, query.page, query.perPage, setPage]);

  const getData = useEvent(async ({ maxResults }: { maxResults?: number } = {}) => {
    if (total === 0) return [];
    const limit = maxResults ?? total ?? DEFAULT_MAX_RESULTS;
    const { data: rows } = await dataProvider.getList(resource, { sort: currentSort, filter: query.filterValues, pagination: { page: 1, perPage: limit } });
    return rows;
  });

  return {
    sort: currentSort,
    data,
    meta: answer?.meta,
    defaultTitle: translate(`resources.${resource}.page.list`, { _: translate('ra.page.list', { name: getResourceLabel(resource, 2) }) }),
    displayedFilters: query.displayedFilters,
    error: error ?? null,
    exporter,
    filter: undefined,
    filterValues: query.filterValues,
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
    page: query.page,
    perPage: query.perPage,
    refetch: listed.refetch,
    resource,
    selectedIds,
    setFilters,
    setPage,
    setPerPage: modifiers.setPerPage,
    setSort: modifiers.setSort,
    showFilter: modifiers.showFilter,
    total,
    getData,
    hasNextPage: total !== undefined ? query.page * query.perPage < total : undefined,
    hasPreviousPage: query.page > 1,
  } as ListControllerResult<RecordType>;
}

/**
 * react-admin's `setFilters` (the first page of the new filters, empty values dropped), written
 * into the store at once: react-admin's waits for the next task, so a search typed was drawn in
 * a second frame after the one that shows the key. Now the letter and its rows are one frame.
 */
function useSetFiltersNow(storeKey: string, query: Pick<ListParams, 'sort' | 'order' | 'perPage' | 'displayedFilters'>): ListControllerResult['setFilters'] {
  const store = useStoreContext();
  return useEvent((filter: Record<string, unknown>, displayedFilters?: Record<string, boolean>) => {
    // The store's value, not the last render's: two changes in one event build on each other.
    const current = store.getItem<Partial<ListParams>>(storeKey);
    const defaults = { sort: query.sort, order: query.order, perPage: query.perPage, displayedFilters: query.displayedFilters };
    store.setItem(storeKey, { ...defaults, ...current, page: 1, filter: removeEmpty(filter), ...(displayedFilters && { displayedFilters }) });
  });
}

interface Listed {
  /** The page on screen: the one asked for, or the last one shown while that one's search code loads. */
  answer?: GeoListAnswer;
  isFetching: boolean;
  error?: Error;
  refetch: ListControllerResult['refetch'];
}

/** The page of `resource` for these parameters over `snapshot` (nothing before it is loaded). */
function useListed(snapshot: GeoSnapshot | undefined, resource: GeoResource, filter: Record<string, unknown>, sort: SortPayload, page: number, perPage: number): Listed {
  const key = JSON.stringify([resource, filter, sort.field, sort.order, page, perPage]);
  const computed = useMemo(
    () => (snapshot ? listGeo(snapshot, resource, { filter, sort, pagination: { page, perPage } }) : undefined),
    // `key` spells out the parameters: the store may hand over an equal filter as a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [snapshot, key],
  );
  // An answer that needs its search code loaded first: until it lands, the page shown before
  // stays (set before the browser paints), then the answer for the parameters it was asked with.
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
