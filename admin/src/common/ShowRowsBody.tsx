import { TableBody, tableCellClasses, tableRowClasses, type SxProps, type Theme } from '@mui/material';
import { Children, createContext, isValidElement, memo, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { DataTableClasses, useCreatePath, useDataTableDataContext, useNavigate, useResourceContext, type Identifier, type RaRecord } from 'react-admin';

interface Column {
  source?: string;
  render?: (record: RaRecord) => ReactNode;
}

const OpenRecord = createContext<(id: Identifier) => void>(() => undefined);

/**
 * A `<DataTable body>` whose rows open the record's show page (`rowClick="show"`, no selection,
 * no expand), render again only when their record changes, and are plain `<tr>`/`<td>`. A
 * search's keystroke brings a page of new rows: react-admin's rows follow the location, the
 * list's fetching state and its callbacks, and each of their cells is two styled components
 * with their own styles; here a cell is a `<td>` with MUI's class names, styled once per table
 * by `showRowsSx`. The columns (`children`, `<DataTable.Col source render>`) must keep their
 * identity between renders (hoisted or memoised).
 */
export const ShowRowsBody = memo(function ShowRowsBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  // The rows get one callback for good; it reads the router's latest navigate when clicked.
  const latest = useRef({ resource, createPath, navigate });
  useLayoutEffect(() => {
    latest.current = { resource, createPath, navigate };
  });
  const open = useCallback((id: Identifier) => {
    const { resource, createPath, navigate } = latest.current;
    navigate(createPath({ resource, id, type: 'show' }), { state: { _scrollToTop: true } });
  }, []);
  const columns = Children.toArray(children).flatMap((child) => (isValidElement<Column>(child) ? [child.props] : []));
  return (
    <OpenRecord.Provider value={open}>
      <TableBody className={`datatable-body ${DataTableClasses.tbody}`}>
        {data?.map((record) => <ShowRow key={record.id} record={record} columns={columns} />)}
      </TableBody>
    </OpenRecord.Provider>
  );
});

const ROW = `${tableRowClasses.root} ${tableRowClasses.hover} ${DataTableClasses.row} ${DataTableClasses.clickableRow}`;
const CELL = `${tableCellClasses.root} ${tableCellClasses.body} ${tableCellClasses.sizeSmall} ${DataTableClasses.rowCell}`;

// Compared by record and by the columns' definitions, not by the array holding them.
const sameRow = (a: RowProps, b: RowProps) =>
  a.record === b.record && a.columns.length === b.columns.length && a.columns.every((column, i) => column === b.columns[i]);

interface RowProps {
  record: RaRecord;
  columns: Column[];
}

const ShowRow = memo(function ShowRow({ record, columns }: RowProps) {
  const open = useContext(OpenRecord);
  return (
    <tr className={ROW} onClick={() => open(record.id)}>
      {columns.map(({ source, render }, i) => (
        <td key={source ?? i} className={source ? `${CELL} column-${source}` : CELL}>
          {render ? render(record) : source ? String(record[source] ?? '') : null}
        </td>
      ))}
    </tr>
  );
}, sameRow);

/** The `sx` of a `<DataTable>` whose body is `ShowRowsBody`: MUI's body row and small cell styles, once per table. */
export const showRowsSx: SxProps<Theme> = (theme: Theme) => ({
  [`& tbody .${DataTableClasses.row}`]: {
    color: 'inherit',
    display: 'table-row',
    verticalAlign: 'middle',
    outline: 0,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  [`& tbody .${DataTableClasses.rowCell}`]: {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
  },
  '& .vegeo-parent-link': { color: theme.palette.primary.main },
} as const);
