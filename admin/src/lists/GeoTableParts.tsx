import { Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import { Children, cloneElement, isValidElement, memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  DataTableBody,
  DataTableClasses,
  DataTableRow,
  DataTableCallbacksContext,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableSortContext,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';

/**
 * `DataTable`'s `head` and `body` for a geography list: react-admin's own header, rows and cells,
 * with what a screen reader needs of them that `DataTable` leaves out: each row's box named by
 * the row («Seleccionar Mérida»: react-admin's names none, its «Seleccionar esta fila» is on the
 * box's frame, not on the box), the page's box «mixed» while part of the page is selected, and the
 * sorted column's header saying its order (`aria-sort`).
 */
export function geoTableParts<RecordType extends RaRecord>(nameOf: (record: RecordType) => string) {
  /** The box first, where react-admin's row draws its own, which the row is told not to draw. */
  const NamedRow = memo(function NamedRow({ children, ...props }: DataTableRowProps) {
    const callbacks = useDataTableCallbacksContext();
    const withoutBox = useMemo(() => ({ ...callbacks, handleToggleItem: undefined }), [callbacks]);
    return (
      <DataTableCallbacksContext.Provider value={withoutBox}>
        <DataTableRow {...props}>
          {callbacks.handleToggleItem ? (
            <TableCell padding="checkbox">
              <RowBox toggle={callbacks.handleToggleItem} nameOf={nameOf as (record: RaRecord) => string} />
            </TableCell>
          ) : null}
          {children}
        </DataTableRow>
      </DataTableCallbacksContext.Provider>
    );
  });
  const body = (props: DataTableBodyProps) => <DataTableBody {...props} row={NamedRow} />;
  return { head: GeoTableHead, body };
}

/** react-admin's `SelectRowCheckbox`, named by the row. */
function RowBox({ toggle, nameOf }: { toggle: (id: Identifier, event: MouseEvent<HTMLInputElement>) => void; nameOf: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Checkbox
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={selectedIds?.includes(record.id) ?? false}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        toggle(record.id, event as unknown as MouseEvent<HTMLInputElement>);
        event.stopPropagation();
      }}
      slotProps={{ input: { 'aria-label': translate('vegeo.bulk.selectRow', { name: nameOf(record) }) } }}
    />
  );
}

/** react-admin's `DataTableHead` (without the expand column these tables do not have). */
const GeoTableHead = memo(function GeoTableHead({ children }: { children?: ReactNode }) {
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const sort = useDataTableSortContext();
  const ariaSort = sort?.order === 'DESC' ? 'descending' : 'ascending';
  return (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        {hasBulkActions && handleToggleItem ? (
          <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
            <PageBox />
          </TableCell>
        ) : null}
        {Children.map(children, (column) =>
          isValidElement<{ source?: string }>(column) && sort && column.props.source === sort.field ? cloneElement(column, { 'aria-sort': ariaSort } as object) : column,
        )}
      </TableRow>
    </TableHead>
  );
});

/** react-admin's `SelectPageCheckbox`, «mixed» (and drawn so) while only some of the page is selected. */
function PageBox() {
  const data = useDataTableDataContext();
  const { onSelect } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext() ?? [];
  const translate = useTranslate();
  const ids = data?.map((record) => record.id) ?? [];
  const chosen = ids.filter((id) => selectedIds.includes(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  const toggle = () => onSelect?.(all ? selectedIds.filter((id) => !ids.includes(id)) : [...new Set([...selectedIds, ...ids])]);
  return (
    <Checkbox
      className="select-all"
      color="primary"
      checked={all}
      indeterminate={chosen > 0 && !all}
      onChange={toggle}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
    />
  );
}
