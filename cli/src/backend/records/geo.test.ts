import { pais, toFlat, entriesOf } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
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

describe('names to ids in data with INE codes (a database seeded or corrected into the ine edition)', () => {
  const coded = toFlat(ine, { version: 1 });
  const ineGeo: Snapshot = { estados: entriesOf(coded.estados), municipios: entriesOf(coded.municipios), parroquias: entriesOf(coded.parroquias) };

  it('reads a number as an INE code, and ISO codes as the data has them', () => {
    expect(estadoId(ineGeo, 'VE-Z')).toBe('01');
    expect(estadoId(ineGeo, 'VE-X')).toBe('21');
    expect(estadoId(ineGeo, 'ine:24')).toBe('21');
    expect(estadoId(ineGeo, 'id:24')).toBe('24');
    expect(municipioId(ineGeo, 'ine:2401')).toBe('2101');
    expect(parroquiaId(ineGeo, '020104')).toBe('010104');
  });

  it('refuses a bare number that is one record\'s INE code and another\'s id: a change must not land on the wrong one', () => {
    expect(() => estadoId(ineGeo, '24')).toThrow(
      '«24» es el código INE del estado 21 «La Guaira» y el id del estado 24 «Distrito Capital»: escriba ine:24 o id:24.',
    );
    expect(() => parroquiaId(ineGeo, '010104')).toThrow(/^«010104» es el código INE de la parroquia \d{6} «.+» y el id de la parroquia 010104 «Mavaca»/);
  });

  it('says how to write an id that is no INE code', () => {
    expect(() => municipioId(ineGeo, '0102')).toThrow('No existe el municipio «0102» (en estos datos, un número es un código INE; para el id, escriba id:0102).');
    expect(municipioId(ineGeo, 'id:0102')).toBe('0102');
    expect(() => estadoId(geo, 'ine:14')).toThrow('No existe el estado «ine:14» (estos datos no llevan códigos INE).');
  });
});
