/**
 * jsonexport as react-admin's default exporter calls it, loaded when it runs: the build points
 * ra-core's import of jsonexport here (`vite.config.ts`), so the CSV writer (~3 KiB gzip) is not
 * part of the first list's code. Our lists export with `csvExporter`, which loads the same module
 * the same way; this keeps react-admin's fallback working for a list without an exporter.
 */
export default function jsonExport(...args: unknown[]): Promise<void> {
  // The arguments as given: jsonexport tells the optional options from the callback by their count.
  return import('jsonexport/dist').then(({ default: write }) => Reflect.apply(write, undefined, args) as void);
}
