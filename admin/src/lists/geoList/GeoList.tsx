import { Card } from '@mui/material';
import { lazy, memo, Suspense, useMemo, type ReactNode } from 'react';
import { ListContext, Loading, ResourceContextProvider, Title, TopToolbar, useAuthenticated, useIsAuthPending, useListContext, useRequireAccess, type Exporter, type RaRecord, type SimpleListProps, type SortPayload } from 'react-admin';
import { ExportCsvButton } from '../ExportCsvButton.js';
import { CreateLink } from './CreateLink.js';
import { SmallList } from '../SmallList.js';
import { useIsSmall } from '../../layout/useIsSmall.js';
import { useLinkedListParams, type TypingHold } from '../useLinkedListParams.js';
import { GeoFilters, type GeoFilter } from './GeoFilters.js';
import { GeoTable, type GeoColumn } from './GeoTable.js';
import { GeoPagination } from './GeoPagination.js';
import { useGeoListController, type GeoListControllerProps } from './useGeoListController.js';

// Loaded when first needed (a selection, a search that matched nothing as typed): the list's
// first load does without their dialog, checkbox and alert.
const BulkActions = lazy(async () => ({ default: (await import('./BulkActions.js')).BulkActions }));
const CloseMatchesNotice = lazy(async () => ({ default: (await import('./CloseMatchesNotice.js')).CloseMatchesNotice }));

export interface GeoListProps<RecordType extends RaRecord> {
  resource: 'estados' | 'municipios' | 'parroquias';
  sort: SortPayload;
  exporter: Exporter;
  /** Hoisted (or memoised): a row renders again only when its record or these change. */
  columns: readonly GeoColumn<RecordType>[];
  /** The pickers beside the search box, in this order. */
  filters?: readonly GeoFilter[];
  /** What a row becomes on a phone-sized screen. */
  small: SimpleListProps<RecordType>;
}

/**
 * A geography list: search box, pickers, sortable table, pagination, create and CSV export.
 * Built on react-admin's list context (parameters in the store, access, selection) with rows read
 * from memory (`useGeoListController`) and its own light view: react-admin's `List` and
 * `DataTable` render the whole view (filter form, every cell's styled components, the
 * bulk-selection machinery, pagination's menu) again on every search keystroke, and bring that
 * code to the first list shown.
 */
export function GeoList<RecordType extends RaRecord>({ resource, sort, exporter, ...view }: GeoListProps<RecordType>) {
  const { listProps, typing } = useLinkedListParams(resource);
  return (
    <GeoListBase<RecordType> resource={resource} sort={sort} exporter={exporter} perPage={25} storeKey={listProps.storeKey}>
      <GeoListView<RecordType> resource={resource} typing={typing} {...view} />
    </GeoListBase>
  );
}

/**
 * react-admin's `ListBase` over `useGeoListController`: a spinner while access is checked, then the
 * list. Access is asked here, once, not by the controller that renders again on every search.
 */
function GeoListBase<RecordType extends RaRecord>({ children, ...props }: Omit<GeoListControllerProps, 'allowed'> & { children: ReactNode }) {
  const { isPending: authenticating } = useAuthenticated();
  const { isPending: checking } = useRequireAccess({ action: 'list', resource: props.resource, enabled: !authenticating });
  const authPending = useIsAuthPending({ resource: props.resource, action: 'list' });
  return (
    <ResourceContextProvider value={props.resource}>
      <GeoListContext<RecordType> {...props} allowed={!authenticating && !checking}>
        {authPending ? <Loading /> : children}
      </GeoListContext>
    </ResourceContextProvider>
  );
}

/**
 * The list's context alone: react-admin's `ListContextProvider` adds the filter, sort and
 * pagination contexts of its own filter form, sort button and pagination, which these lists do
 * not use, and each of them would be one more change for React to carry down on every search.
 */
function GeoListContext<RecordType extends RaRecord>({ children, ...props }: GeoListControllerProps & { children: ReactNode }) {
  return <ListContext.Provider value={useGeoListController<RecordType>(props)}>{children}</ListContext.Provider>;
}

/**
 * The view renders once per list and screen size: what changes with a search (title, rows,
 * pagination) reads the list by itself below.
 */
function GeoListView<RecordType extends RaRecord>({ resource, columns, filters = [], small, typing }: Omit<GeoListProps<RecordType>, 'sort' | 'exporter'> & { typing: TypingHold }) {
  const isSmall = useIsSmall();
  return (
    <div className="vegeo-list">
      <ListTitle />
      <Toolbar filters={filters} typing={typing} />
      <Extras />
      <Card sx={{ position: 'relative', overflow: 'inherit' }}>
        {isSmall ? <SmallList<RecordType> {...small} /> : <GeoTable<RecordType> resource={resource} columns={columns} />}
        <GeoPagination />
      </Card>
    </div>
  );
}

/** The selection's actions and the search's «¿Quiso decir…?», each only while it has something to say. */
function Extras() {
  const { selectedIds, meta } = useListContext();
  const close = Boolean((meta as { parecidos?: string } | undefined)?.parecidos);
  return (
    <Suspense fallback={null}>
      {close ? <CloseMatchesNotice /> : null}
      {selectedIds.length > 0 ? <BulkActions /> : null}
    </Suspense>
  );
}

function ListTitle() {
  const { defaultTitle } = useListContext();
  return useMemo(() => <Title defaultTitle={defaultTitle} />, [defaultTitle]);
}

/** Search and pickers on the left, create and export on the right; drawn once, not per change of the list. */
const Toolbar = memo(function Toolbar({ filters, typing }: { filters: readonly GeoFilter[]; typing: TypingHold }) {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, minHeight: 64 }}>
      <GeoFilters filters={filters} typing={typing} />
      <TopToolbar sx={{ minHeight: 'auto', paddingTop: 0 }}>
        <CreateLink />
        <ExportCsvButton maxResults={5000} />
      </TopToolbar>
    </div>
  );
});
