import { normalizeName, pais, toFlat } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { GeoSnapshot } from './liveGeo.js';
import { queryRows, type ListQuery } from './queries.js';
import { metaOf, rowsOf, type RawGeo, type GeoRow } from './rows.js';

const raw = toFlat(pais) as unknown as RawGeo;
const snapshot = () => new GeoSnapshot(rowsOf(raw), metaOf(raw));
const all = { pagination: { page: 1, perPage: 2000 } };

/** What a search finds, checked row by row against the parroquia's code and name (no memory of searches). */
function expected(query: ListQuery): string[] {
  const words = normalizeName(String(query.filter?.q ?? '')).split(' ').filter(Boolean);
  return queryRows(snapshot(), 'parroquias', { ...query, filter: {} })
    .data.filter((row) => Object.entries(query.filter ?? {}).every(([key, value]) => key === 'q' || (row as unknown as Record<string, unknown>)[key] === value))
    .filter((row) => {
      const { id, parroquia } = row as GeoRow & { parroquia: string };
      const text = `${id}\n${normalizeName(parroquia)}`;
      return words.every((word) => text.includes(word));
    })
    .map((row) => row.id);
}

describe('a list search typed letter by letter', () => {
  it('finds, at each step, in its order, exactly what the same search finds from scratch (letters added, removed, words reordered, filters changed)', () => {
    const typed = snapshot();
    const steps: ListQuery[] = [
      ...['s', 'sa', 'san', 'sant', 'santa', 'santa ', 'santa r', 'santa ro', 'santa rosa', 'santa ros', 'sant', 'rosa santa', 'rosa'].map((q) => ({ filter: { q } })),
      { filter: { q: 'san', estadoId: '13' }, sort: { field: 'parroquia', order: 'DESC' } },
      { filter: { q: 'san j', estadoId: '13' }, sort: { field: 'parroquia', order: 'DESC' } },
      { filter: { q: 'san j' }, sort: { field: 'parroquia', order: 'DESC' } },
      { filter: { q: 'san jo' }, sort: { field: 'parroquia', order: 'ASC' } },
      { filter: { q: 'SAN  JOSÉ ' } },
    ];
    for (const step of steps) {
      const query = { ...all, ...step };
      const ids = queryRows(typed, 'parroquias', query).data.map((row) => row.id);
      expect(ids, JSON.stringify(step)).toEqual(queryRows(snapshot(), 'parroquias', query).data.map((row) => row.id));
      expect(ids.length, JSON.stringify(step)).toBeGreaterThan(0);
      if (!step.sort) expect([...ids].sort(), JSON.stringify(step)).toEqual([...expected(query)].sort());
    }
  });
});

describe('the order of ids', () => {
  it('lists a record issued past 99 under its parent after the others of that parent, not by its number', () => {
    const flat = toFlat(pais);
    const grown = { ...flat, municipios: { ...flat.municipios, '130003100': { ...flat.municipios['1301']!, municipio: 'Centésimo' } } } as unknown as RawGeo;
    const rows = queryRows(new GeoSnapshot(rowsOf(grown), metaOf(grown)), 'municipios', { ...all, sort: { field: 'id', order: 'ASC' } }).data.map((row) => row.id);
    expect(rows.slice(rows.indexOf('1323'), rows.indexOf('1323') + 3)).toEqual(['1323', '130003100', '1401']);
    const byEstado = queryRows(new GeoSnapshot(rowsOf(grown), metaOf(grown)), 'municipios', { ...all, sort: { field: 'estadoId', order: 'ASC' } }).data.map((row) => row.id);
    expect(byEstado.indexOf('130003100')).toBe(byEstado.indexOf('1401') - 1);
  });
});
