import { toFlat } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { previsualizar } from '@vegeo/data/importar';
import { describe, expect, it } from 'vitest';
import { chosenColumns } from './importFile.js';
import { previewCsv, previewTable, reportCsv, summaryLine } from './importOutput.js';

const vista = previsualizar(
  [
    { accion: 'editar', id: '231401', nombre: 'Antonio Borjas' },
    { accion: 'crear', nombre: 'Nueva, con coma', municipio: 'Sucre' },
    { accion: 'editar', id: '2314', nombre: 'X' },
    { accion: 'editar', id: '231402', nombre: 'Bolívar' },
  ],
  toFlat(ine),
  { tipo: 'parroquia' },
);

describe('the preview as the CLI writes it', () => {
  it('as CSV: every change with its fields, errors, doubt and whether it applies, quoted where needed', () => {
    const lines = previewCsv(vista).trim().split('\n');
    expect(lines[0]).toBe('fila,clave,accion,id,registro,cambios,errores,conflicto,duda,aviso,aplicable');
    expect(lines[1]).toBe('2,f2,editar,231401,"Antonio Borjas Romero (Maracaibo, Zulia)",parroquia: Antonio Borjas Romero → Antonio Borjas,,,,,sí');
    expect(lines[2]).toMatch(/^3,f3,crear,,"Nueva, con coma",,,,Hay 11 con el nombre «Sucre»: elija cuál \(\d{4} Sucre \(\w+/);
    expect(lines[3]).toBe('4,f4,editar,,,,"id: El id 2314 es de un municipio, no de una parroquia",,,,no');
    expect(lines[4]).toBe('5,f5,ninguna,231402,"Bolívar (Maracaibo, Zulia)",,,,,Ya tiene esos datos: nada que hacer,no');
  });

  it('on a terminal: what does something or needs a choice, marked when it will not apply, then the totals', () => {
    const table = previewTable(vista, 120).trimEnd().split('\n');
    expect(table[0]).toMatch(/^fila {2}acción {3}registro +cambios · observaciones$/);
    expect(table).toHaveLength(5);
    expect(table[1]).toMatch(/^2 {5}editar {3}Antonio Borjas Romero \(Maracaibo, Zulia\) +parroquia: Antonio Borjas Romero → Antonio Borjas$/);
    expect(table[2]).toMatch(/^3 {4}×crear {4}.*duda: Hay 11 con el nombre «Sucre»: elija cuál/);
    expect(table[3]).toMatch(/^4 {4}×editar .*error: id: El id 2314 es de un municipio, no de una parroquia$/);
    expect(table[4]).toBe(summaryLine(vista));
    expect(summaryLine(vista)).toBe('4 cambios: 1 crear, 2 editar, 1 sin cambios. Se aplicarían 1; 1 con errores; 1 con dudas (--elegir).');
  });

  it('the report: one line per change with its result and why', () => {
    const csv = reportCsv({ filas: [{ clave: 'f2', fila: 2, accion: 'crear', id: null, nombre: 'A', resultado: 'rechazado', motivo: 'Ya existe, en efecto', ids: [] }], detenido: 'x', lotes: [] });
    expect(csv).toBe('fila,clave,accion,id,registro,resultado,motivo,ids\n2,f2,crear,,A,rechazado,"Ya existe, en efecto",\n');
  });

  it('reads --columnas by header, case and accents aside', () => {
    expect(chosenColumns(['Código', 'NOMBRE PQ'], 'nombre=nombre pq,codigo_ine=codigo')).toEqual({ nombre: 1, codigo_ine: 0 });
    expect(() => chosenColumns(['a'], 'color=a')).toThrow('--columnas espera campo=columna');
  });
});
