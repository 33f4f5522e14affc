import { describe, expect, it } from 'vitest';
import { diffLines } from './diffLines.js';

describe('an audit entry, before and after', () => {
  it('lists every field of every record, marking the ones that moved', () => {
    const antes = { municipios: { '1312': { municipio: 'Libertador', capital: 'Mérida', estadoId: '13' } } };
    const despues = { municipios: { '1312': { municipio: 'Libertador de los Andes', capital: 'Mérida', estadoId: '13', version: 2 } } };
    expect(diffLines(antes, despues)).toEqual([
      { coleccion: 'municipios', id: '1312', campo: 'capital', antes: 'Mérida', despues: 'Mérida', changed: false },
      { coleccion: 'municipios', id: '1312', campo: 'estadoId', antes: '13', despues: '13', changed: false },
      { coleccion: 'municipios', id: '1312', campo: 'municipio', antes: 'Libertador', despues: 'Libertador de los Andes', changed: true },
    ]);
  });

  it('a creation has nothing before; a cascade lists each record it removed', () => {
    expect(diffLines(undefined, { parroquias: { '131299': { parroquia: 'Nueva' } } })).toEqual([
      { coleccion: 'parroquias', id: '131299', campo: 'parroquia', antes: undefined, despues: 'Nueva', changed: true },
    ]);
    const removed = diffLines({ municipios: { '1302': { municipio: 'Andrés Bello' } }, parroquias: { '130201': { parroquia: 'La Azulita' } } }, undefined);
    expect(removed.map((line) => `${line.coleccion} ${line.id} ${line.campo} ${String(line.despues)}`)).toEqual([
      'municipios 1302 municipio undefined',
      'parroquias 130201 parroquia undefined',
    ]);
  });

  it('a role change compares the role itself', () => {
    expect(diffLines({ role: 'viewer' }, { role: 'editor' })).toEqual([{ coleccion: '', id: '', campo: 'role', antes: 'viewer', despues: 'editor', changed: true }]);
  });
});
