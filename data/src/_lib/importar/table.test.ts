import { describe, expect, it } from 'vitest';
import { toFlat } from '../../flat.js';
import { ine } from '../../ine.js';
import { previsualizar } from './preview.js';
import { tablaDeInforme, tablaDeVista, textoDeDuda } from './table.js';

const vista = previsualizar(
  [
    { accion: 'editar', id: '231401', nombre: 'Antonio Borjas' },
    { accion: 'crear', nombre: 'Nueva', municipio: 'Sucre' },
    { accion: 'editar', id: '2314', nombre: 'X' },
    { accion: 'editar', id: '231402', nombre: 'Bolívar' },
    { accion: 'editar', id: '231403', nombre: 'Otra', version: '7' },
  ],
  toFlat(ine),
  { tipo: 'parroquia' },
);

describe('tablaDeVista', () => {
  it('writes every change with its record, fields, errors, conflict, doubt, notice and whether it applies', () => {
    const [header, editar, crear, error, ninguna, conflicto] = tablaDeVista(vista);
    expect(header).toEqual(['fila', 'clave', 'accion', 'id', 'registro', 'cambios', 'errores', 'conflicto', 'duda', 'aviso', 'aplicable']);
    expect(editar).toEqual(['2', 'f2', 'editar', '231401', 'Antonio Borjas Romero (Maracaibo, Zulia)', 'parroquia: Antonio Borjas Romero → Antonio Borjas', '', '', '', '', 'sí']);
    expect(crear![8]).toMatch(/^Hay 11 con el nombre «Sucre»: elija cuál \(0415 Sucre \(Aragua\) \| 0610 Sucre \(Bolívar\) \| .* \| 2320 Sucre \(Zulia\)\)$/);
    expect(crear![10]).toBe('no');
    expect(error!.slice(5, 7)).toEqual(['', 'id: El id 2314 es de un municipio, no de una parroquia']);
    expect(ninguna!.slice(9)).toEqual(['Ya tiene esos datos: nada que hacer', 'no']);
    expect(conflicto![7]).toMatch(/^version: /);
  });

  it('adds whether each change is selected when given the selection', () => {
    const rows = tablaDeVista(vista, { seleccion: new Set(['f2']) });
    expect(rows[0]!.at(-1)).toBe('seleccionado');
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(['sí', 'no', 'no', 'no', 'no']);
  });
});

describe('textoDeDuda', () => {
  it('lists every choice a doubt leaves, a new record included', () => {
    const duda = { mensaje: '«Catia» se parece a lo que la lista ya no tiene', candidatos: [{ id: '210103', nombre: 'Catia La Mar' }], nuevo: true };
    expect(textoDeDuda({ ...vista.cambios[0]!, duda })).toBe('«Catia» se parece a lo que la lista ya no tiene (210103 Catia La Mar | nuevo)');
    expect(textoDeDuda(vista.cambios[0]!)).toBe('');
  });
});

describe('tablaDeInforme', () => {
  it('writes one row per change with its result, why, and the ids it wrote', () => {
    const rows = tablaDeInforme({
      filas: [
        { clave: 'f2', fila: 2, accion: 'crear', id: null, nombre: 'A', resultado: 'aplicado', motivo: '', ids: ['231499', '2314'] },
        { clave: 'falta:231401', fila: null, accion: 'borrar', id: '231401', nombre: 'B', resultado: 'rechazado', motivo: 'Ya existe, en efecto', ids: [] },
      ],
      detenido: 'x',
      lotes: [],
    });
    expect(rows).toEqual([
      ['fila', 'clave', 'accion', 'id', 'registro', 'resultado', 'motivo', 'ids'],
      ['2', 'f2', 'crear', '', 'A', 'aplicado', '', '231499 2314'],
      ['', 'falta:231401', 'borrar', '231401', 'B', 'rechazado', 'Ya existe, en efecto', ''],
    ]);
  });
});
