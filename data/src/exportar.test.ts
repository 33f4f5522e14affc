import { describe, expect, it } from 'vitest';
import { exportar, FORMATOS } from './exportar.js';
import { ine } from './ine.js';
import { pais } from './pais.js';
import type { PaisData } from './types.js';

/** A country of one estado whose names need quoting in CSV and doubling in SQL. */
const ODD: PaisData = [
  {
    iso_31662: 'VE-A',
    estado: 'Distrito "Capital"',
    capital: 'Caracas, la capital',
    id_estado: 1,
    municipios: [{ municipio: "D'Libertador", capital: 'Caracas\nNorte', parroquias: ['Altagracia', { parroquia: 'Catedral', codigo_ine: '010102' }] }],
  },
];

describe('exportar', () => {
  it('writes CSV by RFC 4180: header, CRLF, quotes only where a field needs them, doubled inside', () => {
    expect(exportar(ODD, { formato: 'csv', nivel: 'estados' })).toBe(
      'id,nombre,capital,iso_31662,codigo_ine,nombre_anterior\r\n01,"Distrito ""Capital""","Caracas, la capital",VE-A,,\r\n',
    );
    expect(exportar(ODD, { formato: 'csv', nivel: 'municipios' })).toBe(
      `id,estado_id,nombre,capital,codigo_ine,nombre_anterior\r\n0101,01,D'Libertador,"Caracas\nNorte",,\r\n`,
    );
    expect(exportar(ODD, { formato: 'csv', nivel: 'parroquias' }).split('\r\n')).toEqual([
      'id,municipio_id,estado_id,nombre,codigo_ine,nombre_anterior',
      '010101,0101,01,Altagracia,,',
      '010102,0101,01,Catedral,010102,',
      '',
    ]);
  });

  it('writes NDJSON: one object a line, its tipo first, the levels in order', () => {
    const lines = exportar(ODD, { formato: 'ndjson' }).trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map(({ tipo, id }) => `${tipo} ${id}`)).toEqual(['estado 01', 'municipio 0101', 'parroquia 010101', 'parroquia 010102']);
    expect(lines[3]).toEqual({ tipo: 'parroquia', id: '010102', municipio_id: '0101', estado_id: '01', nombre: 'Catedral', codigo_ine: '010102', nombre_anterior: null });
  });

  it('writes JSON: the rows of a level, or the three levels', () => {
    expect(JSON.parse(exportar(ODD, { formato: 'json', nivel: 'municipios' }))).toEqual([
      { id: '0101', estado_id: '01', nombre: "D'Libertador", capital: 'Caracas\nNorte', codigo_ine: null, nombre_anterior: null },
    ]);
    const all = JSON.parse(exportar(pais, { formato: 'json' }));
    expect([all.estados.length, all.municipios.length, all.parroquias.length]).toEqual([24, 335, 1139]);
  });

  it('keeps the dataset order and the ids the lookups answer with (13 before 01 in JavaScript objects)', () => {
    const ids = exportar(pais, { formato: 'csv', nivel: 'estados' }).split('\r\n').slice(1, -1).map((row) => row.split(',')[0]);
    expect(ids).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1).padStart(2, '0')));
    const merida = exportar(pais, { formato: 'csv', nivel: 'estados' }).split('\r\n').find((row) => row.startsWith('13,'));
    expect(merida).toBe('13,Mérida,Mérida,VE-L,,');
    const laGuaira = JSON.parse(exportar(ine, { formato: 'json', nivel: 'estados' })).find((row: { id: string }) => row.id === '21');
    expect(laGuaira).toMatchObject({ nombre: 'La Guaira', iso_31662: 'VE-X', codigo_ine: '24', nombre_anterior: 'Vargas' });
  });

  it('writes SQL with doubled quotes, and refuses a backslash, which MySQL would read as an escape', () => {
    const sql = exportar(ODD, { formato: 'sql' });
    expect(sql).toContain("('0101', '01', 'D''Libertador', 'Caracas\nNorte', NULL, NULL)");
    const backslash: PaisData = [{ ...ODD[0]!, capital: 'C:\\Caracas' }];
    expect(() => exportar(backslash, { formato: 'sql' })).toThrow(/barra invertida/);
  });

  it('refuses what it cannot write, in Spanish', () => {
    expect(() => exportar(pais, { formato: 'csv' })).toThrow(new TypeError('El formato csv es una tabla por archivo: indique el nivel (estados, municipios, parroquias)'));
    expect(() => exportar(pais, { formato: 'sql', nivel: 'estados' })).toThrow(TypeError);
    expect(() => exportar(pais, { formato: 'xml' as never })).toThrow(new TypeError(`El formato debe ser ${FORMATOS.join(', ')}, no 'xml'`));
    expect(() => exportar(pais, { formato: 'json', nivel: 'ciudades' as never })).toThrow(/El nivel debe ser estados, municipios, parroquias, no 'ciudades'/);
    expect(() => exportar({} as never, { formato: 'json' })).toThrow(TypeError);
  });
});
