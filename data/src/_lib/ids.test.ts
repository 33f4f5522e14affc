import { describe, expect, it } from 'vitest';
import { exportar } from '../exportar.js';
import { fromFlat, toFlat } from '../flat.js';
import { COLLECTIONS, ID_DEPTH, KIND } from '../kinds.js';
import { pais } from '../pais.js';
import { compareIds, idDepth, idSegment, idSegments, parentIdOf } from './ids.js';

describe('ids', () => {
  it('writes 1 to 99 in two digits, as ever, and every id of the dataset reads as it did', () => {
    expect([1, 9, 10, 99].map(idSegment)).toEqual(['01', '09', '10', '99']);
    const flat = toFlat(pais);
    for (const collection of COLLECTIONS) {
      for (const id of Object.keys(flat[collection])) {
        expect(idDepth(id), id).toBe(ID_DEPTH[KIND[collection]]);
        expect(parentIdOf(id), id).toBe(id.slice(0, -2));
      }
    }
  });

  it('has no ceiling: from 100 on a segment says its own length, and reads back', () => {
    expect(idSegment(100)).toBe('0003100');
    expect(idSegment(123_456)).toBe('0006123456');
    for (const n of [1, 42, 99, 100, 101, 999, 1000, 65_535, 10 ** 9, Number.MAX_SAFE_INTEGER]) expect(idSegments(idSegment(n))).toEqual([n]);
  });

  it('reads every id one way only: its parent is all but its last segment, whatever the lengths', () => {
    // What a longer suffix alone would make ambiguous: 13 10 001, or 1310 01?
    const numbers = [1, 2, 10, 31, 99, 100, 103, 310, 1000, 31_000];
    const seen = new Map<string, string>();
    for (const e of numbers) {
      for (const m of numbers) {
        for (const p of numbers) {
          const ids = [idSegment(e), idSegment(e) + idSegment(m), idSegment(e) + idSegment(m) + idSegment(p)];
          ids.forEach((id, depth) => {
            const meaning = `${[e, m, p].slice(0, depth + 1)}`;
            expect(seen.get(id) ?? meaning, id).toBe(meaning);
            seen.set(id, meaning);
            expect(idSegments(id), id).toEqual([e, m, p].slice(0, depth + 1));
            expect(parentIdOf(id), id).toBe(depth === 0 ? '' : ids[depth - 1]);
          });
        }
      }
    }
  });

  it('refuses what is not written as ids are', () => {
    for (const text of ['', '1', '130', '00', '0002100', '0003010', '000310', 'ab', '13 01', '0003100x']) expect(idDepth(text), text).toBeUndefined();
    expect(parentIdOf('1x')).toBeUndefined();
  });

  it('orders ids by parent, then by number: one issued past 99 comes after 99', () => {
    const ids = ['130003100', '1399', '1301', '13', '14', '1302', '130101', '13010003100', '130199'];
    expect([...ids].sort(compareIds)).toEqual(['13', '1301', '130101', '130199', '13010003100', '1302', '1399', '130003100', '14']);
  });

  it('keeps the dataset in that order through the flat form and the exports', () => {
    const flat = toFlat(pais);
    const { estadoId } = flat.municipios['1301']!;
    const extra = idSegment(13) + idSegment(100);
    const tree = { ...flat, municipios: { ...flat.municipios, [extra]: { municipio: 'Nuevo', capital: 'Nueva', estadoId } } };
    const merida = fromFlat(tree).find((estado) => estado.estado === 'Mérida')!;
    expect(merida.municipios.at(-1)!.municipio).toBe('Nuevo');
    // An estado of 100 municipios: its last one is numbered 100.
    const crowded = pais.map((estado, at) => (at > 0 ? estado : { ...estado, municipios: Array.from({ length: 100 }, (_, n) => ({ ...estado.municipios[0]!, municipio: `M${n + 1}` })) }));
    const sql = exportar(crowded, { formato: 'sql' });
    expect(sql).toContain(`('${idSegment(1)}${idSegment(100)}', '01', 'M100'`);
    expect(sql).toContain('id VARCHAR(9) NOT NULL');
    expect(sql).toContain('municipio_id VARCHAR(9) NOT NULL');
    // Without such ids the schema is the one it always was.
    expect(exportar(pais, { formato: 'sql' })).toContain('id CHAR(4) NOT NULL');
  });
});
