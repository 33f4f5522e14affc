import { describe, expect, it } from 'vitest';
import jsonExport from './lazyJsonexport.js';

const csvOf = (...options: object[]) =>
  new Promise<string>((resolve, reject) => {
    void jsonExport([{ estado: 'Mérida', capital: 'Mérida' }], ...options, (error: Error | null, csv: string) => (error ? reject(error) : resolve(csv)));
  });

describe("react-admin's default exporter, its CSV writer loaded when it runs", () => {
  it('writes as jsonexport does, called as ra-core calls it (rows and a callback)', async () => {
    expect(await csvOf()).toBe('estado,capital\nMérida,Mérida');
  });

  it('passes options through', async () => {
    expect(await csvOf({ rowDelimiter: ';' })).toBe('estado;capital\nMérida;Mérida');
  });
});
