import { describe, expect, it } from 'vitest';
import { CsvError, parseColumnChoice, recognizeColumns } from './columns.js';

describe('recognizeColumns', () => {
  it('finds the place columns by their headers, in any case, with accents or abbreviations', () => {
    expect(recognizeColumns(['Cliente', 'EDO.', 'Mcpio', 'Pq.'])).toEqual({ estado: 1, municipio: 2, parroquia: 3 });
    expect(recognizeColumns(['Entidad Federal', 'Municipio', 'Parroquia'])).toEqual({ estado: 0, municipio: 1, parroquia: 2 });
    expect(recognizeColumns(['nombre', 'Dirección'])).toEqual({ texto: 1 });
  });

  it('leaves out codes and ids, which name no place by name', () => {
    expect(recognizeColumns(['id_estado', 'codigo municipio', 'estado', 'municipio ine'])).toEqual({ estado: 2 });
  });

  it('takes the columns the user names instead, and says which is missing', () => {
    expect(recognizeColumns(['Edo', 'Mun', 'x'], { estado: 'edo', municipio: 'MUN' })).toEqual({ estado: 0, municipio: 1 });
    expect(recognizeColumns(['a', 'Dir'], { texto: 'Dir' })).toEqual({ texto: 1 });
    expect(() => recognizeColumns(['Edo'], { parroquia: 'Pq' })).toThrow(new CsvError('La columna «Pq» (parroquia) no está en el encabezado: Edo.'));
  });

  it('says so when no column names a place', () => {
    expect(() => recognizeColumns(['nombre', 'telefono'])).toThrow(/--columnas/);
  });
});

describe('parseColumnChoice', () => {
  it('reads level=column pairs and refuses anything else', () => {
    expect(parseColumnChoice('estado=Edo, municipio=Mun,parroquia=Pq')).toEqual({ estado: 'Edo', municipio: 'Mun', parroquia: 'Pq' });
    expect(() => parseColumnChoice('pais=P')).toThrow(/nivel=columna/);
    expect(() => parseColumnChoice('estado=A,estado=B')).toThrow(/dos veces/);
  });
});
