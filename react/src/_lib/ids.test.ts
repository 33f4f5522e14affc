import { idSegment, parentIdOf as parentOfData, pais, toFlat } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { parentIdOf } from './ids.js';

describe('parentIdOf', () => {
  it('reads the estado and the municipio of every id of the dataset', () => {
    const flat = toFlat(pais);
    for (const [id, municipio] of Object.entries(flat.municipios)) expect(parentIdOf(id, 'estado'), id).toBe(municipio.estadoId);
    for (const [id, parroquia] of Object.entries(flat.parroquias)) {
      expect(parentIdOf(id, 'estado'), id).toBe(parroquia.estadoId);
      expect(parentIdOf(id, 'municipio'), id).toBe(parroquia.municipioId);
    }
  });

  it('reads ids issued past 99 under a parent as @vegeo/data writes them', () => {
    for (const [e, m, p] of [[13, 1, 100], [13, 100, 1], [100, 2, 3], [1, 12_345, 99]] as const) {
      const estado = idSegment(e);
      const municipio = estado + idSegment(m);
      const parroquia = municipio + idSegment(p);
      expect(parentIdOf(municipio, 'estado')).toBe(estado);
      expect(parentIdOf(parroquia, 'estado')).toBe(estado);
      expect(parentIdOf(parroquia, 'municipio')).toBe(municipio);
      expect(parentIdOf(parroquia, 'municipio')).toBe(parentOfData(parroquia));
    }
    expect(parentIdOf('13010003100', 'municipio')).toBe('1301');
  });
});
