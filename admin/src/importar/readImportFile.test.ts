import { describe, expect, it } from 'vitest';
import { ArchivoInvalido, columnasDe, conColumna, filasDeTabla, leerTabla } from './readImportFile.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('leerTabla', () => {
  it('reads a spreadsheet’s CSV (`;`, CRLF, BOM) and finds its columns by header, as the CLI does', async () => {
    const tabla = await leerTabla('vargas.csv', bytes('\ufeffID;Parroquia;Municipio;Estado;Notas\r\n210103;Soublette;Vargas;Vargas;x\r\n'));
    expect(tabla).toMatchObject({ codificacion: 'utf-8', encabezado: ['ID', 'Parroquia', 'Municipio', 'Estado', 'Notas'], filas: [['210103', 'Soublette', 'Vargas', 'Vargas', 'x']] });
    const columnas = columnasDe(tabla, 'parroquia');
    expect(columnas).toEqual({ id: 0, nombre: 1, municipio: 2, estado: 3 });
    expect(filasDeTabla(tabla, 'parroquia', columnas)).toEqual([{ id: '210103', nombre: 'Soublette', municipio: 'Vargas', estado: 'Vargas' }]);
    // A column chosen by the person: «Notas» read as the name, the ID no longer read.
    expect(conColumna(conColumna(columnas, 4, 'nombre'), 0, undefined)).toEqual({ municipio: 2, estado: 3, nombre: 4 });
  });

  it('reads Windows-1252 as found, and refuses it as UTF-8 when told so', async () => {
    const latin = new Uint8Array([...bytes('Parroquia\r\nCatia La Mar\r\nMaiquet'), 0xed, 0x61, 0x0d, 0x0a]);
    expect((await leerTabla('w.csv', latin)).filas).toEqual([['Catia La Mar'], ['Maiquetía']]);
    await expect(leerTabla('w.csv', latin, 'utf-8')).rejects.toThrow('«w.csv» no está en UTF-8: elija la codificación Windows-1252 (lo que guarda Excel como «CSV»).');
  });

  it('refuses an empty file, a header alone, a workbook, a binary file and a table without a name column, in Spanish', async () => {
    await expect(leerTabla('v.csv', bytes(' \n'))).rejects.toThrow('El archivo «v.csv» está vacío.');
    await expect(leerTabla('h.csv', bytes('Parroquia;Municipio\r\n'))).rejects.toThrow('El archivo «h.csv» solo tiene el encabezado: no hay filas que importar.');
    await expect(leerTabla('l.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).rejects.toThrow(/no es un archivo CSV: parece un libro de Excel/);
    await expect(leerTabla('b.csv', new Uint8Array([0x41, 0, 0x42]))).rejects.toThrow(/no es un archivo CSV de texto/);
    const tabla = await leerTabla('n.csv', bytes('Notas;Fecha\r\nx;y\r\n'));
    expect(() => filasDeTabla(tabla, 'parroquia', columnasDe(tabla, 'parroquia'))).toThrow(ArchivoInvalido);
    expect(() => filasDeTabla(tabla, 'parroquia', {})).toThrow('Falta la columna del nombre (parroquia), del id o del código INE en el encabezado (Notas, Fecha): elíjala en «Columnas».');
  });
});
