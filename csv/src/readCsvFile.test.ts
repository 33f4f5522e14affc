import { describe, expect, it } from 'vitest';
import { CsvError } from './columns.js';
import { readCsvFile } from './readCsvFile.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (name: string, content: Uint8Array, options?: Parameters<typeof readCsvFile>[2]) =>
  readCsvFile(name, content, options).then(
    () => 'read',
    (error: unknown) => (error instanceof CsvError ? error.message : `not a CsvError: ${String(error)}`),
  );

describe('readCsvFile', () => {
  it('reads a spreadsheet’s CSV (`;`, CRLF, a BOM) whole', async () => {
    expect(await readCsvFile('v.csv', bytes('\ufeffID;Parroquia\r\n210103;Soublette\r\n\r\n'))).toEqual({
      codificacion: 'utf-8',
      header: ['ID', 'Parroquia'],
      rows: [['210103', 'Soublette']],
    });
  });

  it('reads Windows-1252 as found, and refuses it as UTF-8 when told so, saying how to ask for it', async () => {
    const latin = new Uint8Array([...bytes('Parroquia\r\nMaiquet'), 0xed, 0x61, 0x0d, 0x0a]);
    expect(await readCsvFile('w.csv', latin)).toMatchObject({ codificacion: 'windows-1252', rows: [['Maiquetía']] });
    expect(await refusal('w.csv', latin, { codificacion: 'utf-8', askWindows1252: 'pruebe --codificacion windows-1252' })).toBe(
      '«w.csv» no está en UTF-8: pruebe --codificacion windows-1252 (lo que guarda Excel como «CSV»).',
    );
    expect(await refusal('w.csv', latin, { codificacion: 'utf-8' })).toBe('«w.csv» no está en UTF-8: léalo como Windows-1252 (lo que guarda Excel como «CSV»).');
  });

  it('refuses what is not a table to import, in Spanish, naming the file', async () => {
    expect(await refusal('v.csv', new Uint8Array())).toBe('El archivo «v.csv» está vacío.');
    expect(await refusal('v.csv', bytes(' \r\n\t'))).toBe('El archivo «v.csv» está vacío.');
    expect(await refusal('v.csv', bytes('\ufeff\r\n'))).toBe('El archivo «v.csv» está vacío.');
    expect(await refusal('h.csv', bytes('Parroquia;Municipio\r\n'))).toBe('El archivo «h.csv» solo tiene el encabezado: no hay filas que importar.');
    expect(await refusal('l.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe(
      '«l.csv» no es un archivo CSV: parece un libro de Excel (.xlsx); guárdelo como «CSV UTF-8».',
    );
    expect(await refusal('b.csv', new Uint8Array([0x41, 0, 0x42]))).toBe('«b.csv» no es un archivo CSV de texto (tiene bytes nulos).');
    expect(await refusal('d.csv', bytes('Parroquia\nCatia\nMaiquet\ufffda\n'))).toBe(
      '«d.csv» tiene caracteres dañados (�) en la línea 3: se guardó mal o en otra codificación.',
    );
    expect(await refusal('q.csv', bytes('Parroquia,Municipio\n"Catia,Vargas\n'))).toMatch(/^«q\.csv»: Comillas sin cerrar en la fila 2/);
  });

  it('checks in one order: the first problem a file has is the one named', async () => {
    // A workbook is named as such even though it is binary too.
    expect(await refusal('l.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toMatch(/libro de Excel/);
    // Damaged characters come before a header alone: that header may be all that was legible.
    expect(await refusal('d.csv', bytes('Parr\ufffdquia\n'))).toMatch(/caracteres dañados .* línea 1/);
  });
});
