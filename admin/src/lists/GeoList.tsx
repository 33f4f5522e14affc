import { useMemo, type ComponentType, type ReactElement } from 'react';
import { FilterContext, FilterForm, ListContextProvider, ListView, Loading, useIsAuthPending, type FilterFormProps, type ListViewProps, type RaRecord } from 'react-admin';
import { useGeoListController, type GeoListControllerProps } from './useGeoListController.js';

export interface GeoListProps extends GeoListControllerProps, Omit<ListViewProps, 'filters'> {
  /** react-admin filter inputs (`SearchInput`, the place pickers), as `<List filters>` takes them. */
  filters?: ReactElement[];
}

// FilterLiveForm, under react-admin's filter form, takes `debounce` (500 ms unless told); the
// form's own props do not name it.
const FilterFormAtOnce = FilterForm as ComponentType<FilterFormProps & { debounce: false }>;

/**
 * react-admin's filter form applying each change as it is made: the rows come from memory, so
 * there is no request to spare by waiting 500 ms after a key.
 */
function FiltersAtOnce({ filters }: { filters: ReactElement[] }) {
  return (
    <FilterContext.Provider value={filters}>
      <FilterFormAtOnce debounce={false} />
    </FilterContext.Provider>
  );
}

/**
 * A geography list: react-admin's `<List>` (its `ListView`: title, filter form, actions, the
 * table or list given, pagination) over `useGeoListController`, which computes the page from
 * `/geo` in memory as the list renders, in place of `ListBase`'s `useListController` and its
 * `getList` query.
 */
export function GeoList<RecordType extends RaRecord = RaRecord>({ sort, perPage, exporter, filterDefaultValues, filters, ...view }: GeoListProps) {
  const controller = useGeoListController<RecordType>({ sort, perPage, exporter, filterDefaultValues });
  const authPending = useIsAuthPending({ resource: controller.resource, action: 'list' });
  // The same element while the list changes: react-admin's toolbar (memoised) is not drawn again per key.
  const filterForm = useMemo(() => (filters ? <FiltersAtOnce filters={filters} /> : undefined), [filters]);
  return (
    <ListContextProvider value={controller}>
      {authPending ? <Loading /> : <ListView<RecordType> {...view} filters={filterForm} />}
    </ListContextProvider>
  );
}
