import { pais, toFlat, type Tipo } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { describe, expect, it } from 'vitest';
import { placesOf, resolvePlace, type Places, type RefPolicy } from './placeRefs.js';

const base = placesOf(toFlat(pais));
const coded = placesOf(toFlat(ine));
const POLICIES: RefPolicy[] = ['read', 'write'];
const KINDS: Tipo[] = ['estado', 'municipio', 'parroquia'];

const recordsOf = (places: Places, tipo: Tipo): [string, { codigo_ine?: string }][] =>
  tipo === 'estado' ? places.estados : tipo === 'municipio' ? places.municipios : places.parroquias;

/** `ref` resolved under both policies, when they agree. */
function both(places: Places, tipo: Tipo, ref: string, among?: (id: string) => boolean) {
  const [read, write] = POLICIES.map((policy) => resolvePlace(places, tipo, ref, policy, among));
  expect(write, `${tipo} «${ref}»`).toEqual(read);
  return read;
}

describe('resolvePlace in the base edition: a number is an id', () => {
  it('reads an estado by id, ISO code or name, accents, case and spaces aside', () => {
    for (const ref of ['14', 'id:14', 'ID: 14', 'VE-M', 've-m', 'Miranda', 'MIRANDA', '  miranda ']) {
      expect(both(base, 'estado', ref)).toEqual({ kind: 'one', id: '14' });
    }
    for (const ref of ['13', 'merida', 'MÉRIDA', 'Mérida', 'VE-L']) expect(both(base, 'estado', ref)).toEqual({ kind: 'one', id: '13' });
    // One digit is the estado's two.
    expect(both(base, 'estado', '1')).toEqual({ kind: 'one', id: '01' });
  });

  it('finds nothing for unknown names, numbers and ISO codes, and says when INE codes are asked of data without them', () => {
    for (const ref of ['Atlantis', '99', '141', 'VE-Ñ', 'id:99']) expect(both(base, 'estado', ref)).toEqual({ kind: 'none' });
    expect(both(base, 'municipio', '9999')).toEqual({ kind: 'none' });
    expect(both(base, 'estado', 'ine:14')).toEqual({ kind: 'none', noCodes: true });
  });

  it('lists every place of a shared name, and keeps the one `among` allows', () => {
    const sucre = both(base, 'municipio', 'sucre');
    expect(sucre.kind).toBe('several');
    const ids = (sucre as { ids: string[] }).ids;
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.every((id) => base.municipios.find(([key]) => key === id)?.[1].municipio === 'Sucre')).toBe(true);
    const inMiranda = (id: string) => base.municipios.find(([key]) => key === id)?.[1].estadoId === '14';
    expect(both(base, 'municipio', 'Sucre', inMiranda)).toEqual({ kind: 'one', id: '1419' });
    expect(both(base, 'municipio', '1301', inMiranda)).toEqual({ kind: 'none' });
  });

  it('reaches every record by its number, under both policies alike', () => {
    for (const tipo of KINDS) {
      for (const [id] of recordsOf(base, tipo)) {
        expect(both(base, tipo, id)).toEqual({ kind: 'one', id });
        expect(both(base, tipo, `id:${id}`)).toEqual({ kind: 'one', id });
      }
    }
  });
});

describe('resolvePlace with ids issued past 99 under a parent', () => {
  it('reaches them by their number as by their id, and never reads an INE code for one', () => {
    const flat = toFlat(ine);
    const municipio = { ...flat.municipios['1301']!, municipio: 'Centésimo' };
    const parroquia = { ...flat.parroquias['130101']!, parroquia: 'Centésima', municipioId: '130003100' };
    const grown = placesOf({ ...flat, municipios: { ...flat.municipios, '130003100': municipio }, parroquias: { ...flat.parroquias, '13000310001': parroquia } });
    const plain = placesOf({ ...toFlat(pais), parroquias: { ...toFlat(pais).parroquias, '13010003100': { parroquia: 'Nueva', municipioId: '1301', estadoId: '13' } } });
    expect(both(plain, 'parroquia', '13010003100')).toEqual({ kind: 'one', id: '13010003100' });
    expect(both(grown, 'municipio', 'id:130003100')).toEqual({ kind: 'one', id: '130003100' });
    expect(both(grown, 'parroquia', 'id:13000310001')).toEqual({ kind: 'one', id: '13000310001' });
    // Data with INE codes reads a bare number as a code (2, 4 or 6 digits): such an id is none, so it is offered as an id.
    expect(resolvePlace(grown, 'municipio', '130003100', 'read')).toEqual({ kind: 'none', asId: '130003100' });
    expect(both(plain, 'parroquia', '1301000310')).toEqual({ kind: 'none' });
  });
});

describe('resolvePlace in the ine edition: a number is an INE code', () => {
  it('reads a number, and ISO codes, as this data has them', () => {
    expect(both(coded, 'estado', 'ine:24')).toEqual({ kind: 'one', id: '21' });
    expect(both(coded, 'estado', 'id:24')).toEqual({ kind: 'one', id: '24' });
    expect(both(coded, 'estado', 'VE-Z')).toEqual({ kind: 'one', id: '01' });
    expect(both(coded, 'estado', 've-x')).toEqual({ kind: 'one', id: '21' });
    expect(both(coded, 'estado', 'la guaira')).toEqual({ kind: 'one', id: '21' });
    expect(both(coded, 'municipio', 'ine:2401')).toEqual({ kind: 'one', id: '2101' });
  });

  it('takes a number that is one record\'s INE code and another\'s id: a read as the code, a write not at all', () => {
    expect(resolvePlace(coded, 'estado', '24', 'read')).toEqual({ kind: 'one', id: '21' });
    expect(resolvePlace(coded, 'estado', '24', 'write')).toEqual({ kind: 'twoWays', code: '24', ine: '21', id: '24' });
    expect(resolvePlace(coded, 'parroquia', '010104', 'write')).toMatchObject({ kind: 'twoWays', code: '010104', id: '010104' });
  });

  it('says when a number that names nothing as an INE code is an id', () => {
    expect(both(coded, 'municipio', '0102')).toEqual({ kind: 'none', asId: '0102' });
    expect(both(coded, 'municipio', 'id:0102')).toEqual({ kind: 'one', id: '0102' });
    expect(both(coded, 'municipio', 'ine:0102')).toEqual({ kind: 'none' });
    expect(both(coded, 'estado', 'Vargas')).toEqual({ kind: 'none' });
  });

  it('reaches every record by its INE code (a read) or by `ine:` and `id:` (both policies)', () => {
    for (const tipo of KINDS) {
      for (const [id, { codigo_ine: code }] of recordsOf(coded, tipo)) {
        expect(both(coded, tipo, `id:${id}`)).toEqual({ kind: 'one', id });
        // A few parroquias the INE lists under no code are reached by id only.
        if (code === undefined) continue;
        expect(resolvePlace(coded, tipo, code, 'read')).toEqual({ kind: 'one', id });
        expect(both(coded, tipo, `ine:${code}`)).toEqual({ kind: 'one', id });
      }
    }
  });

  it('differs between the policies only where a bare number reads two ways', () => {
    let twoWays = 0;
    for (const tipo of KINDS) {
      const records = recordsOf(coded, tipo);
      const numbers = new Set(records.flatMap(([id, record]) => (record.codigo_ine === undefined ? [id] : [id, record.codigo_ine])));
      for (const number of numbers) {
        const read = resolvePlace(coded, tipo, number, 'read');
        const write = resolvePlace(coded, tipo, number, 'write');
        if (write.kind !== 'twoWays') {
          expect(write, `${tipo} ${number}`).toEqual(read);
          continue;
        }
        twoWays++;
        // The read takes the data's reading; the write names both records it could mean.
        expect(read).toEqual({ kind: 'one', id: write.ine });
        expect(records.find(([id]) => id === write.ine)?.[1].codigo_ine).toBe(number);
        expect(records.some(([id]) => id === write.id)).toBe(true);
        expect(write.id).toBe(number);
      }
    }
    expect(twoWays).toBeGreaterThan(0);
  });
});
