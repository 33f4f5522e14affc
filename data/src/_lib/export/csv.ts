/**
 * Rows as CSV by RFC 4180: a header row, CRLF after every record, a field quoted (its quotes
 * doubled) only when it holds a comma, a quote or a line break; `null` as an empty field.
 */
export function csvOf(columns: readonly string[], rows: readonly object[]): string {
  const record = (fields: readonly unknown[]) => `${fields.map(field).join(',')}\r\n`;
  return record(columns) + rows.map((row) => record(columns.map((column) => (row as Record<string, unknown>)[column]))).join('');
}

function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
