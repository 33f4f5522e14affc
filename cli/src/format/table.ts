import type { TableModel } from '../model/types.js';

/** A table as plain text: one row a line, cells separated by tabs, no heading (for `cut -f`). */
export function formatTable(table: TableModel): string {
  return table.rows.map((row) => `${row.join('\t')}\n`).join('');
}
