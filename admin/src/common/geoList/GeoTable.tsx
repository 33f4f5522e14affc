import { Box, TableSortLabel, type Theme } from '@mui/material';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { useCreatePath, useEvent, useListContext, useNavigate, useTranslate, type Identifier, type RaRecord } from 'react-admin';

/** A column of a geography list: a record's field, or what `render` draws from the record. */
export interface GeoColumn<RecordType extends RaRecord = RaRecord> {
  source: string;
  render?: (record: RecordType) => ReactNode;
  /** Right-aligned (counts). */
  numeric?: boolean;
}

const OpenRecord = createContext<(id: Identifier) => void>(() => undefined);

/**
 * The list's table: a header that sorts (a second click reverses) and rows that open the
 * record's page. The frame never renders again (its props are hoisted); the header renders again
 * only when the sort changes, a row only when its record does: a search repaints the rows that
 * changed and nothing else. Plain `<tr>`/`<td>` styled once per table (`tableSx`), not two styled
 * components per cell.
 */
export const GeoTable = memo(function GeoTable({ resource, columns }: { resource: string; columns: readonly GeoColumn[] }) {
  return (
    <Box sx={tableSx} className="vegeo-table-wrapper">
      <table>
        <SortingHeader resource={resource} columns={columns} />
        <Body resource={resource} columns={columns} />
      </table>
    </Box>
  );
}) as <RecordType extends RaRecord>(props: { resource: string; columns: readonly GeoColumn<RecordType>[] }) => ReactNode;

function SortingHeader({ resource, columns }: { resource: string; columns: readonly GeoColumn[] }) {
  const { sort, setSort } = useListContext();
  // One callback for good (the controller's setSort changes with every page of rows): the
  // header renders again only when the sort does.
  const onSort = useEvent((field: string) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' }));
  return <Header resource={resource} columns={columns} field={sort.field} order={sort.order} onSort={onSort} />;
}

function Body({ resource, columns }: { resource: string; columns: readonly GeoColumn[] }) {
  const { data } = useListContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  // The rows get one callback for good; it reads the router's latest navigate when clicked.
  const open = useEvent((id: Identifier) => navigate(createPath({ resource, id, type: 'show' }), { state: { _scrollToTop: true } }));
  return (
    <OpenRecord.Provider value={open}>
      <tbody>
        {/* Keyed by position: a search's new page of rows reuses the rows on screen (their
            cells' text changes) instead of removing and creating them; a row holds no state. */}
        {data?.map((record, position) => (
          <Row key={position} record={record} columns={columns} />
        ))}
      </tbody>
    </OpenRecord.Provider>
  );
}

interface HeaderProps {
  resource: string;
  columns: readonly GeoColumn[];
  field: string;
  order: 'ASC' | 'DESC';
  onSort: (field: string) => void;
}

const Header = memo(function Header({ resource, columns, field, order, onSort }: HeaderProps) {
  const translate = useTranslate();
  return (
    <thead>
      <tr>
        {columns.map(({ source, numeric }) => (
          <th key={source} className={numeric ? 'numeric' : undefined} aria-sort={field === source ? (order === 'ASC' ? 'ascending' : 'descending') : undefined}>
            <TableSortLabel active={field === source} direction={field === source && order === 'DESC' ? 'desc' : 'asc'} onClick={() => onSort(source)}>
              {translate(`resources.${resource}.fields.${source}`)}
            </TableSortLabel>
          </th>
        ))}
      </tr>
    </thead>
  );
});

interface RowProps {
  record: RaRecord;
  columns: readonly GeoColumn[];
}

const Row = memo(function Row({ record, columns }: RowProps) {
  const open = useContext(OpenRecord);
  return (
    <tr onClick={() => open(record.id)}>
      {columns.map(({ source, render, numeric }) => (
        <td key={source} className={numeric ? 'numeric' : undefined}>
          {render ? render(record) : String(record[source] ?? '')}
        </td>
      ))}
    </tr>
  );
});

/** MUI's small table (head and body cells, hoverable rows) and the parents' links, styled once. */
const tableSx = (theme: Theme) => {
  const border = `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`;
  const cell = { ...theme.typography.body2, textAlign: 'left', padding: '6px 16px', borderBottom: border, color: theme.palette.text.primary } as const;
  return {
    overflowX: 'auto',
    '& table': { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
    '& th': { ...cell, fontWeight: theme.typography.fontWeightMedium, lineHeight: '1.5rem', whiteSpace: 'nowrap' },
    '& td': cell,
    '& .numeric': { textAlign: 'right' },
    '& th.numeric .MuiTableSortLabel-root': { flexDirection: 'row-reverse' },
    '& tbody tr': { cursor: 'pointer', outline: 0 },
    '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
    '& .vegeo-parent-link': { color: theme.palette.primary.main },
  } as const;
};
