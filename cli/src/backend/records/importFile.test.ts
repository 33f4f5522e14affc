import { describe, expect, it } from 'vitest';
import { UserError } from '../../userError.js';
import { readImportFile } from './importFile.js';

const file = (content: string | Uint8Array) => ({ path: '/datos/zulia.csv', bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content });

describe('readImportFile', () => {
  it('reads the rows by the fields their headers name, or --columnas names', async () => {
    const read = await readImportFile(file('Código,Parroquia,Municipio\n231301,Altagracia,Maracaibo\n'), 'parroquia', {});
    expect(read).toMatchObject({ header: ['Código', 'Parroquia', 'Municipio'], columnas: { codigo_ine: 0, nombre: 1, municipio: 2 } });
    expect(read.filas).toEqual([{ codigo_ine: '231301', nombre: 'Altagracia', municipio: 'Maracaibo' }]);
    expect((await readImportFile(file('COD,NOMBRE PQ\n1,A\n'), 'parroquia', { columnas: 'nombre=nombre pq' })).columnas).toEqual({ nombre: 1, codigo_ine: 0 });
  });

  it('refuses a file that is not a table to import with @vegeo/csv’s message as a usage error, naming the file and the flag', async () => {
    await expect(readImportFile(file(''), 'parroquia', {})).rejects.toEqual(new UserError('El archivo «zulia.csv» está vacío.', 2));
    const latin = new Uint8Array([...new TextEncoder().encode('parroquia\nMaiquet'), 0xed, 0x61, 0x0a]);
    await expect(readImportFile(file(latin), 'parroquia', { codificacion: 'utf-8' })).rejects.toEqual(
      new UserError('«zulia.csv» no está en UTF-8: pruebe --codificacion windows-1252 (lo que guarda Excel como «CSV»).', 2),
    );
    await expect(readImportFile(file('foo,bar\n1,2\n'), 'parroquia', {})).rejects.toThrow(/^Falta la columna del nombre \(parroquia\), del id o del código INE en el encabezado de «zulia\.csv» \(foo, bar\)/);
  });
});
