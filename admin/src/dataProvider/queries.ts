import { compareIds, normalizeName } from '@vegeo/data';
import type { GeoSnapshot } from './liveGeo.js';
import type { GeoResource, GeoRow } from './rows.js';

/** What react-admin asks of a list: filters, a sort and a page. */
export interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  pagination?: { page: number; perPage: number };
}

/** Spanish order: `Á` sorts with `A`, `ñ` after `n`, numbers in text by value. */
export const collator = new Intl.Collator('es', { numeric: true });

/** Filters that narrow by a field's value; `q` (text) and `buscar` (ranked search) are apart. */
const TEXT_FILTERS = new Set(['q', 'buscar']);

/**
 * The rows of `resource` that match `query.filter`, sorted and paged, with the exact total of
 * matches. `q`: every word (case, accents and blanks folded as `@vegeo/data` folds names) must
 * appear in the row's id or names; any other key must equal the row's field (a list: any of
 * its values; empty values filter nothing).
 */
export function queryRows(snapshot: GeoSnapshot, resource: GeoResource, query: ListQuery): { data: GeoRow[]; total: number } {
  const sortField = query.sort?.field || 'id';
  const descending = query.sort?.order === 'DESC';
  const sorted = snapshot.sorted(`${resource}:${sortField}`, () => sortRows(snapshot.rows[resource], sortField));
  const matches = filterRows(snapshot, resource, descending ? [...sorted].reverse() : sorted, query.filter ?? {}, `${resource}:${sortField}:${descending}`);
  return { data: page(matches, query.pagination), total: matches.length };
}

/** A list's last text search per snapshot, order and other filters: its words and its matches, in order. */
const lastSearches = new WeakMap<GeoSnapshot, Map<string, { words: string[]; matches: GeoRow[] }>>();

/**
 * Where a search for `words` may look: the matches of the last search of the same list (order and
 * other filters) when every word of that search is part of one of these (the next letter typed),
 * since a row holding these words holds those too; else every row.
 */
function candidates(snapshot: GeoSnapshot, list: string, words: string[], rows: GeoRow[]): GeoRow[] {
  const last = lastSearches.get(snapshot)?.get(list);
  return last && last.words.every((old) => words.some((word) => word.includes(old))) ? last.matches : rows;
}

/** One page of `rows` (all of them without pagination). */
export function page<T>(rows: T[], pagination?: { page: number; perPage: number }): T[] {
  if (!pagination) return rows;
  const start = (pagination.page - 1) * pagination.perPage;
  return rows.slice(start, start + pagination.perPage);
}

function filterRows(snapshot: GeoSnapshot, resource: GeoResource, rows: GeoRow[], filter: Record<string, unknown>, order: string): GeoRow[] {
  const words = typeof filter.q === 'string' ? normalizeName(filter.q).split(' ').filter(Boolean) : [];
  const fields = Object.entries(filter).filter(([key, value]) => !TEXT_FILTERS.has(key) && !isEmpty(value));
  if (words.length === 0 && fields.length === 0) return rows;
  if (words.length === 0) return rows.filter((row) => holds(row, fields));
  const list = `${order}:${JSON.stringify(fields)}`;
  const matches = candidates(snapshot, list, words, rows).filter((row) => {
    if (!holds(row, fields)) return false;
    const text = snapshot.searchText(resource, row);
    return words.every((word) => text.includes(word));
  });
  let searches = lastSearches.get(snapshot);
  if (!searches) lastSearches.set(snapshot, (searches = new Map()));
  searches.set(list, { words, matches });
  return matches;
}

/** Whether `row` has each of `fields`' values (a list: any of its values). */
function holds(row: GeoRow, fields: [string, unknown][]): boolean {
  const record = row as unknown as Record<string, unknown>;
  for (const [key, value] of fields) {
    if (Array.isArray(value) ? !value.map(String).includes(String(record[key])) : String(record[key]) !== String(value)) return false;
  }
  return true;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The fields that hold ids: ordered as the dataset is (`compareIds`), not as numbers. */
const ID_FIELDS = new Set(['id', 'estadoId', 'municipioId']);

function sortRows(rows: GeoRow[], field: string): GeoRow[] {
  const valueOf = (row: GeoRow) => (row as unknown as Record<string, unknown>)[field];
  const byValue = ID_FIELDS.has(field) ? (a: GeoRow, b: GeoRow) => compareIds(String(valueOf(a)), String(valueOf(b))) : (a: GeoRow, b: GeoRow) => compareValues(valueOf(a), valueOf(b));
  return [...rows].sort((a, b) => byValue(a, b) || compareIds(a.id, b.id));
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : -1;
  if (b === undefined || b === null) return 1;
  return collator.compare(String(a), String(b));
}
