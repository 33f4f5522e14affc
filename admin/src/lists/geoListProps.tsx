import { Pagination } from 'react-admin';
import { GeoListActions } from './GeoListActions.js';

/** The rows per page a geography list offers, 25 first. */
const ROWS_PER_PAGE = [10, 25, 50, 100];

/** What the three geography `<List>`s share: 25 rows a page, their actions and their pagination. */
export const geoListProps = {
  perPage: 25,
  actions: <GeoListActions />,
  pagination: <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />,
} as const;
