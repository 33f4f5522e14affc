import { downloadCSV, type Exporter } from 'react-admin';
import jsonExport from 'jsonexport/dist';

/**
 * A CSV exporter writing `columns` (field → Spanish header) in that order, for every record the
 * list's filters match; the file is named after the resource.
 */
export function csvExporter(file: string, columns: Record<string, string>): Exporter {
  return (records) => {
    const rows = records.map((record) => Object.fromEntries(Object.keys(columns).map((field) => [columns[field], csvValue(record[field])])));
    jsonExport(rows, { headers: Object.values(columns) }, (error: Error | null, csv: string) => {
      if (!error) downloadCSV(csv, file);
    });
  };
}

function csvValue(value: unknown): unknown {
  return Array.isArray(value) ? value.join('; ') : (value ?? '');
}
