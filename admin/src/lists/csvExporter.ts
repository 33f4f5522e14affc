import { downloadCSV, type Exporter } from 'react-admin';

/**
 * A CSV exporter writing `columns` (field → Spanish header) in that order, for every record the
 * list's filters match; the file is named after the resource. Written as Excel in a Spanish
 * locale reads it on a double click: `;` between columns (its list separator there, the comma
 * being the decimal one) and a byte order mark, without which it reads UTF-8 accents as Latin-1.
 */
export function csvExporter(file: string, columns: Record<string, string>): Exporter {
  return async (records) => {
    const rows = records.map((record) => Object.fromEntries(Object.keys(columns).map((field) => [columns[field], csvValue(record[field])])));
    // Loaded on the first export: the CSV writer is not needed to show a list.
    const { default: jsonExport } = await import('jsonexport/dist');
    jsonExport(rows, { headers: Object.values(columns), rowDelimiter: ';' }, (error: Error | null, csv: string) => {
      if (!error) downloadCSV(`${BOM}${csv}`, file);
    });
  };
}

const BOM = '\ufeff';

function csvValue(value: unknown): unknown {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}
