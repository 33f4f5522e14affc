import { Box, type Theme } from '@mui/material';
import { memo, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import { PageNumbers, pageNumbersSx } from './PageNumbers.js';

const ROWS_PER_PAGE = [10, 25, 50, 100];

// Material's «arrow drop down», the select's own arrow.
const ARROW = 'M7 10l5 5 5-5z';

/**
 * The list's pagination: rows per page, the range shown («1–25 de 1139») and the numbered pages,
 * as MUI's `TablePagination` draws them. Plain elements styled once by a frame that never renders
 * again: a search changes the range and the pages, and only their text and buttons are drawn anew
 * (MUI's toolbar, select and labels are styled components that serialise their styles on every
 * render). On a narrow screen the parts wrap instead of scrolling out of sight.
 */
export const GeoPagination = memo(function GeoPagination() {
  return (
    <Box sx={barSx} className="vegeo-pagination">
      <PaginationParts />
    </Box>
  );
});

function PaginationParts() {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  const translate = useTranslate();
  // Stable callbacks reading the latest setters: the controller's change with every page of rows.
  const onPage = useEvent((next: number) => setPage(next));
  const onRowsPerPage = useEvent((event: ChangeEvent<HTMLSelectElement>) => setPerPage(Number(event.target.value)));
  // Drawn again only when what it shows changes (not while a search shows the previous rows).
  return useMemo(() => {
    if (isPending || total === undefined) return null;
    if (total === 0) return <NoResults />;
    const pages = Math.max(1, Math.ceil(total / perPage));
    const shown = Math.min(page, pages);
    return (
      <>
        <label className="vegeo-rows-per-page">
          {translate('ra.navigation.page_rows_per_page')}
          <span className="vegeo-select">
            <select value={perPage} onChange={onRowsPerPage}>
              {ROWS_PER_PAGE.map((rows) => (
                <option key={rows} value={rows}>
                  {rows}
                </option>
              ))}
            </select>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ARROW} />
            </svg>
          </span>
        </label>
        <p className="vegeo-range">{translate('ra.navigation.page_range_info', { offsetBegin: (shown - 1) * perPage + 1, offsetEnd: Math.min(total, shown * perPage), total })}</p>
        <PageNumbers count={pages} page={shown} onChange={onPage} />
      </>
    );
  }, [isPending, total, page, perPage, onPage, onRowsPerPage, translate]);
}

function NoResults(): ReactNode {
  const translate = useTranslate();
  const { resource } = useListContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 2 }).toLowerCase();
  return <p className="vegeo-no-results">{translate('ra.navigation.no_results', { name })}</p>;
}

/** MUI's `TablePagination` (toolbar, select, labels, actions), as one set of rules. */
const barSx = (theme: Theme) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    minHeight: 52,
    padding: '0 2px 0 16px',
    color: theme.palette.text.primary,
    ...theme.typography.body2,
    [theme.breakpoints.up('sm')]: { paddingLeft: 3 },
    '&:empty': { display: 'none' },
    '& p': { margin: 0 },
    '& .vegeo-no-results': { flex: '1 1 100%', padding: '16px 0' },
    '& .vegeo-rows-per-page': { display: 'inline-flex', alignItems: 'center', gap: 1, marginRight: '32px' },
    '& .vegeo-select': { position: 'relative', display: 'inline-flex', alignItems: 'center' },
    '& select': {
      appearance: 'none',
      font: 'inherit',
      color: 'inherit',
      background: 'none',
      border: 0,
      borderRadius: 0,
      cursor: 'pointer',
      padding: '4px 24px 5px 8px',
      textAlign: 'right',
      textAlignLast: 'right',
    },
    '& select:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& option': { color: theme.palette.text.primary, backgroundColor: theme.palette.background.paper },
    '& .vegeo-select svg': { position: 'absolute', right: 0, width: 24, height: 24, fill: theme.palette.action.active, pointerEvents: 'none' },
    '& .vegeo-pages': pageNumbersSx(theme),
  }) as const;
