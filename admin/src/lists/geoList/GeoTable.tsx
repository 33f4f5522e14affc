import { Box, TableSortLabel, type Theme } from '@mui/material';
import { createContext, memo, useCallback, useContext, useId, useMemo, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreatePath, useEvent, useListContext, useNavigate, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { scrollEdgesSx } from '../../layout/themes.js';

/** A column of a geography list: a record's field, or what `render` draws from the record. */
export interface GeoColumn<RecordType extends RaRecord = RaRecord> {
  source: string;
  render?: (record: RecordType) => ReactNode;
  /** Right-aligned (counts). */
  numeric?: boolean;
  /** The record's name: a link to its page, what the keyboard opens a row with (Django admin's first link). */
  link?: boolean;
  /** The column's width on a wide screen (a CSS length); the columns without one share what is left. */
  width?: string;
}

/** What every row shares, for good: its handlers find their row's record when called. */
interface RowActions {
  /** A click on a row: the record's page (the row's box and links do their own). */
  openRow: (event: MouseEvent<HTMLElement>) => void;
  /** A click on the row's name: fills the record's query before its link is followed. */
  followName: (event: MouseEvent<HTMLElement>) => void;
  /** A change of the row's box: the record selected or not. */
  toggleRow: (event: ChangeEvent<HTMLInputElement>) => void;
  href: (id: Identifier) => string;
  /** Prefix of the ids that name each row's box: `${labels}-select` (the verb) and `${labels}-${position}` (the name). */
  labels: string;
}

const Actions = createContext<RowActions>({ openRow: () => undefined, followName: () => undefined, toggleRow: () => undefined, href: () => '', labels: '' });

const stopPropagation = (event: MouseEvent<HTMLElement>) => event.stopPropagation();

/**
 * The list's table: a header that sorts (a second click reverses), a box per row to select it
 * (with one for the page in the header), and rows that open the record's page: clicked anywhere,
 * or by keyboard through the link on its name. The frame never renders again (its props are
 * hoisted); the header renders again only when the sort or the selection of the page changes, a
 * row only when its record or its box does: a search repaints the rows that changed and nothing
 * else. Plain `<tr>`/`<td>` styled once per table (`tableSx`), not two styled components per cell.
 * On a wide screen the columns' widths are set, not measured from the rows (a fixed table layout):
 * a search keeps the columns where they were, and the browser lays out the new rows without
 * measuring every cell. A narrower one sizes them by their content, so that no name is squeezed,
 * and the table scrolls inside its card with the edge beyond which more of it lies shaded.
 */
export const GeoTable = memo(function GeoTable({ resource, columns }: { resource: string; columns: readonly GeoColumn[] }) {
  const sx = useMemo(() => [tableSx, fixedLayoutSx(columns)], [columns]);
  const labels = useId();
  return (
    <Box sx={sx} className="vegeo-table-wrapper">
      <table>
        <colgroup>
          <col />
          {columns.map(({ source }) => (
            <col key={source} />
          ))}
        </colgroup>
        <SortingHeader resource={resource} columns={columns} labels={labels} />
        <Body resource={resource} columns={columns} labels={labels} />
      </table>
    </Box>
  );
}) as <RecordType extends RaRecord>(props: { resource: string; columns: readonly GeoColumn<RecordType>[] }) => ReactNode;

/** `labels`: the prefix of the ids that name the rows' boxes (`RowActions`). */
function SortingHeader({ resource, columns, labels }: { resource: string; columns: readonly GeoColumn[]; labels: string }) {
  const { sort, setSort, data, selectedIds, onSelect, onUnselectItems } = useListContext();
  // One callback for good (the controller's setSort changes with every page of rows): the
  // header renders again only when the sort does.
  const onSort = useEvent((field: string) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' }));
  const ids = (data ?? []).map((record) => record.id);
  const chosen = ids.filter((id) => selectedIds.includes(id)).length;
  const page = chosen === 0 ? 'none' : chosen === ids.length ? 'all' : 'some';
  const onPage = useEvent(() => (page === 'all' ? onUnselectItems() : onSelect([...new Set([...selectedIds, ...ids])])));
  return <Header resource={resource} columns={columns} field={sort.field} order={sort.order} onSort={onSort} page={page} onPage={onPage} labels={labels} />;
}

function Body({ resource, columns, labels }: { resource: string; columns: readonly GeoColumn[]; labels: string }) {
  const { data, selectedIds, onToggleItem } = useListContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordOf = (element: Element): RaRecord | undefined => data?.[Number(element.closest('tr')?.dataset.position)];
  // react-admin's key for the record's page: the list's rows come from memory, not from a query
  // that would have filled it, and its page would draw a spinner for a moment without it.
  const prime = (record: RaRecord) => queryClient.setQueryData([resource, 'getOne', { id: String(record.id), meta: undefined }], (old: RaRecord | undefined) => old ?? record);
  // One callback of each kind for every row and for good (they read the latest rows and router
  // when called): a search's new rows change only the text and links they show.
  const openRow = useEvent((event: MouseEvent<HTMLElement>) => {
    const record = recordOf(event.currentTarget);
    if (!record) return;
    prime(record);
    navigate(createPath({ resource, id: record.id, type: 'show' }), { state: { _scrollToTop: true } });
  });
  const followName = useEvent((event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    const record = recordOf(event.currentTarget);
    if (record) prime(record);
  });
  const toggleRow = useEvent((event: ChangeEvent<HTMLInputElement>) => {
    const record = recordOf(event.currentTarget);
    if (record) onToggleItem(record.id);
  });
  // Called while a row renders, so not an event handler: useEvent's is set only after the
  // render, and a list shown again draws its cached rows in its first render.
  const href = useCallback((id: Identifier) => `#${createPath({ resource, id, type: 'show' })}`, [createPath, resource]);
  const value = useMemo(() => ({ openRow, followName, toggleRow, href, labels }), [openRow, followName, toggleRow, href, labels]);
  return (
    <Actions.Provider value={value}>
      <tbody>
        {/* Keyed by position: a search's new page of rows reuses the rows on screen (their
            cells' text changes) instead of removing and creating them; a row holds no state. */}
        {data?.map((record, position) => (
          <Row key={position} position={position} record={record} columns={columns} selected={selectedIds.includes(record.id)} />
        ))}
      </tbody>
    </Actions.Provider>
  );
}

interface HeaderProps {
  resource: string;
  columns: readonly GeoColumn[];
  field: string;
  order: 'ASC' | 'DESC';
  onSort: (field: string) => void;
  page: 'none' | 'some' | 'all';
  onPage: () => void;
  labels: string;
}

const Header = memo(function Header({ resource, columns, field, order, onSort, page, onPage, labels }: HeaderProps) {
  const translate = useTranslate();
  return (
    <thead>
      <tr>
        <th className="select">
          <span id={`${labels}-select`} hidden>
            Seleccionar
          </span>
          <input type="checkbox" checked={page === 'all'} ref={(box) => void (box && (box.indeterminate = page === 'some'))} onChange={onPage} aria-label={translate('ra.action.select_all')} />
        </th>
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
  position: number;
  record: RaRecord;
  columns: readonly GeoColumn[];
  selected: boolean;
}

const Row = memo(function Row({ position, record, columns, selected }: RowProps) {
  const { openRow, followName, toggleRow, href, labels } = useContext(Actions);
  const named = columns.some((column) => column.link);
  return (
    <tr onClick={openRow} aria-selected={selected} data-position={position}>
      <td className="select" onClick={stopPropagation}>
        {/* Named by the verb and the row's name link (ids that stay with the position): a search
            changes what the name says, not the box. */}
        <SelectBox checked={selected} onChange={toggleRow} labelledBy={named ? `${labels}-select ${labels}-${position}` : undefined} label={named ? undefined : `Seleccionar «${String(record.id)}»`} />
      </td>
      {columns.map(({ source, render, numeric, link }) => {
        const content = render ? render(record) : String(record[source] ?? '');
        return (
          <td key={source} className={numeric ? 'numeric' : undefined}>
            {link ? (
              <a id={`${labels}-${position}`} className="vegeo-row-link" href={href(record.id)} onClick={followName}>
                {content}
              </a>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
});

interface SelectBoxProps {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  labelledBy?: string;
  label?: string;
}

/** A row's box, drawn again only when it is ticked or cleared. */
const SelectBox = memo(function SelectBox({ checked, onChange, labelledBy, label }: SelectBoxProps) {
  return <input type="checkbox" checked={checked} onChange={onChange} aria-labelledby={labelledBy} aria-label={label} />;
});

/** MUI's small table (head and body cells, hoverable rows) and the links, styled once. */
const tableSx = (theme: Theme) => {
  const border = `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`;
  const cell = { ...theme.typography.body2, textAlign: 'left', padding: '6px 16px', borderBottom: border, color: theme.palette.text.primary } as const;
  return {
    overflowX: 'auto',
    // Only where the table may be wider than its card: a scroll timeline is serviced on every
    // frame (~2 ms a keystroke on a wide screen, where the table always fits).
    [theme.breakpoints.down('lg')]: scrollEdgesSx,
    '& table': { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
    '& th': { ...cell, fontWeight: theme.typography.fontWeightMedium, lineHeight: '1.5rem', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& td': { ...cell, overflowWrap: 'break-word' },
    '& .numeric': { textAlign: 'right' },
    '& .select': { width: 32, padding: '0 0 0 12px' },
    '& .select input': { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main },
    '& th.numeric .MuiTableSortLabel-root': { flexDirection: 'row-reverse' },
    '& tbody tr': { cursor: 'pointer', outline: 0 },
    '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
    '& tbody tr[aria-selected=true]': { backgroundColor: theme.palette.action.selected },
    '& .vegeo-parent-link': { color: theme.palette.primary.main },
    '& .vegeo-row-link': { color: 'inherit', textDecoration: 'none', fontWeight: theme.typography.fontWeightMedium },
    '& .vegeo-row-link:hover': { textDecoration: 'underline' },
  } as const;
};

/** From `lg` up: the table's layout fixed, the columns as wide as `columns` says. */
const fixedLayoutSx = (columns: readonly GeoColumn[]) => (theme: Theme) => ({
  [theme.breakpoints.up('lg')]: {
    '& table': { tableLayout: 'fixed' },
    ...Object.fromEntries(columns.flatMap(({ width }, index) => (width ? [[`& col:nth-of-type(${index + 2})`, { width }]] : []))),
  },
});
