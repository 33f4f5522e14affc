import type { Theme } from '@mui/material';
import { parentLinkSx } from '../show/ParentLink.js';

/**
 * A geography `DataTable`'s look: the row's name link and the parents' links styled once; from
 * `lg` up the layout fixed with the columns as wide as `widths` says (in order, after the row's
 * box; `undefined` shares what is left), so a search keeps the columns where they were.
 */
export const geoTableSx = (widths: readonly (string | undefined)[]) => (theme: Theme) => ({
  ...parentLinkSx,
  '& .vegeo-row-link': { color: 'inherit', textDecoration: 'none', fontWeight: theme.typography.fontWeightMedium },
  '& .vegeo-row-link:hover': { textDecoration: 'underline' },
  [theme.breakpoints.up('lg')]: {
    '& table.RaDataTable-table': { tableLayout: 'fixed' },
    '& thead th:first-of-type': { width: 56 },
    ...Object.fromEntries(widths.flatMap((width, index) => (width ? [[`& thead th:nth-of-type(${index + 2})`, { width }]] : []))),
  },
});
