import { pais, toFlat, entriesOf } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { estadoId, municipioId, parroquiaId, type Snapshot } from './geo.js';

const tree = toFlat(pais, { version: 3 });
const geo: Snapshot = {
  estados: entriesOf(tree.estados),
  municipios: entriesOf(tree.municipios),
  parroquias: entriesOf(tree.parroquias),
};

describe('names to ids', () => {
  it('finds an estado by id, ISO code or name, accents and case aside', () => {
    expect(estadoId(geo, '13')).toBe('13');
    expect(estadoId(geo, '1')).toBe('01');
    expect(estadoId(geo, 've-l')).toBe('13');
    expect(estadoId(geo, 'merida')).toBe('13');
  });

  it('finds a municipio by id, or by name within an estado', () => {
    expect(municipioId(geo, '1301')).toBe('1301');
    expect(municipioId(geo, 'Alberto Adriani')).toBe('1301');
    expect(municipioId(geo, 'libertador', 'Mérida')).toMatch(/^13\d\d$/);
  });

  it('asks for the estado when a name is in several, listing the ids (usage, exit 2)', () => {
    expect(() => municipioId(geo, 'Sucre')).toThrow(/^Hay varios con el nombre «Sucre» \(\d{4}(, \d{4})+\); indique --estado o el id\.$/);
    try {
      municipioId(geo, 'Sucre');
    } catch (error) {
      expect((error as { exitCode: number }).exitCode).toBe(2);
    }
  });

  it('refuses what does not exist (exit 1)', () => {
    expect(() => estadoId(geo, 'Atlantis')).toThrow('No existe el estado «Atlantis».');
    expect(() => municipioId(geo, '9999')).toThrow('No existe el municipio «9999».');
    expect(() => parroquiaId(geo, '999999')).toThrow('No existe la parroquia «999999».');
  });

  it('finds a parroquia by name within its municipio', () => {
    const [id, first] = entriesOf(tree.parroquias).find(([key]) => key.startsWith('1301'))!;
    expect(parroquiaId(geo, first.parroquia, '1301')).toBe(id);
  });
});
