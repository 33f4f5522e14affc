// jsonexport ships no types; the one call we make.
declare module 'jsonexport/dist' {
  export default function jsonExport(
    rows: object[],
    options: { headers?: string[]; rowDelimiter?: string },
    callback: (error: Error | null, csv: string) => void,
  ): void;
}
