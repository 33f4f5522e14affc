// Differential test: over every name of the dataset and its variants, our lookups answer what
// venezuela@2.0.0 answers, on every field it returns. Its deliberate differences close the file,
// each asserting what upstream does and what we do.
import venezuela from 'venezuela';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capital, createGeo, estado, municipio, pais, parroquia, totales } from './index.js';

// Upstream scans the whole dataset for every parroquia: thousands of calls take seconds.
const SLOW = 60_000;

const estadoNames = pais.map((r) => r.estado);
const municipioNames = [...new Set(pais.flatMap((r) => r.municipios.map((m) => m.municipio)))];
const parroquiaNames = [...new Set(pais.flatMap((r) => r.municipios.flatMap((m) => m.parroquias)))];

const stripAccents = (s: string) => s.replace(/[áéíóúÁÉÍÓÚ]/g, (c) => 'aeiouAEIOU'['áéíóúÁÉÍÓÚ'.indexOf(c)]!);

/** Spellings upstream folds itself: case and the composed accents á é í ó ú. */
const foldedVariants = (name: string) => [
  name, name.toUpperCase(), name.toLowerCase(), stripAccents(name), stripAccents(name).toUpperCase(),
];
/** Spellings only we fold: extra blanks. Compared with upstream's answer for the plain name. */
const spacedVariants = (name: string) => [` ${name}`, `${name}  `, `  ${name.replace(/ /g, '   ')}\t`];

/** Our result reduced to upstream's keys (ours may have more). */
function asUpstream(ours: unknown, upstream: unknown): unknown {
  if (Array.isArray(ours) && Array.isArray(upstream)) return ours.map((o, i) => asUpstream(o, upstream[i]));
  if (ours === null || typeof ours !== 'object' || upstream === null || typeof upstream !== 'object') return ours;
  return Object.fromEntries(Object.keys(upstream).map((key) => [key, (ours as Record<string, unknown>)[key]]));
}

function expectSame(ours: unknown, upstream: unknown): void {
  expect(asUpstream(ours, upstream)).toEqual(upstream);
}

describe.each([
  ['estado', estadoNames, (n: string) => estado(n), (n: string) => venezuela.estado(n)],
  ['estado (municipios: true)', estadoNames, (n: string) => estado(n, { municipios: true }), (n: string) => venezuela.estado(n, { municipios: true })],
  ['municipio', municipioNames, (n: string) => municipio(n), (n: string) => venezuela.municipio(n)],
  ['municipio (parroquias: true)', municipioNames, (n: string) => municipio(n, { parroquias: true }), (n: string) => venezuela.municipio(n, { parroquias: true })],
  ['parroquia', parroquiaNames, (n: string) => parroquia(n), (n: string) => venezuela.parroquia(n)],
])('%s answers as venezuela@2.0.0', (_, names, ours, upstream) => {
  it(`over every name (${names.length}) and its case and accent variants`, () => {
    for (const name of names) {
      for (const variant of foldedVariants(name)) {
        const expected = upstream(variant);
        expect(expected, variant).toBeDefined();
        expectSame(ours(variant), expected);
      }
    }
  }, SLOW);

  it('over extra blanks, as upstream answers the plain name', () => {
    for (const name of names) {
      const expected = upstream(name);
      for (const variant of spacedVariants(name)) expectSame(ours(variant), expected);
    }
  }, SLOW);

  it.each(['Atlantis', 'Zzz', 'a', 'Caracas Caracas', 'San', 'ñ'])('over the unknown name %j', (name) => {
    expect(ours(name)).toBe(upstream(name));
  });
});

describe('the data as venezuela@2.0.0', () => {
  it('pais deep-equals upstream pais', () => {
    expect(pais).toEqual(venezuela.pais);
  });

  it('capital deep-equals upstream capital on its keys', () => {
    expectSame(capital, venezuela.capital);
    expectSame(estado(), venezuela.estado());
    expectSame(estado(''), venezuela.estado(''));
    expectSame(estado(null), venezuela.estado(null));
  });

  it('totales are upstream estados, municipios, parroquias', () => {
    const { estados, municipios, parroquias } = venezuela;
    expect(totales).toEqual({ estados, municipios, parroquias });
  });
});

describe('deliberate differences from venezuela@2.0.0', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([0, false, Number.NaN])('refuses the non-text falsy name %s that upstream answered', (name) => {
    expect(venezuela.estado(name)).toEqual(venezuela.capital);
    expect(venezuela.municipio(name)).toBeDefined();
    expect(() => estado(name as unknown as string)).toThrow(`El nombre no puede ser '${typeof name}'`);
    expect(() => municipio(name as unknown as string)).toThrow(`El nombre no puede ser '${typeof name}'`);
    expect(() => parroquia(name as unknown as string)).toThrow(`El nombre no puede ser '${typeof name}'`);
  });

  it('folds ü', () => {
    expect(venezuela.parroquia('Guigue')).toBeUndefined();
    expect(parroquia('Guigue')).toEqual([expect.objectContaining({ parroquia: 'Güigüe' })]);
    expect(venezuela.parroquia('GUIRIA')).toBeUndefined();
    expect(parroquia('GUIRIA')).toEqual([expect.objectContaining({ parroquia: 'Güiria' })]);
  });

  it('folds blanks, and a blank name is no name', () => {
    expect(venezuela.estado('  Mérida ')).toBeUndefined();
    expect(estado('  Mérida ')?.estado).toBe('Mérida');
    expect(venezuela.estado('   ')).toBeUndefined();
    expect(estado('   ')).toEqual(capital);
  });

  it('folds decomposed (NFD) accents', () => {
    const nfd = 'Mérida'.normalize('NFD');
    expect(venezuela.estado(nfd)).toBeUndefined();
    expect(estado(nfd)?.estado).toBe('Mérida');
  });

  it('draws random parroquias uniformly, never an empty one', () => {
    // Upstream draws an estado, then a municipio, then a parroquia: Sucre, then its 6th
    // municipio, Bolívar, which has no parroquias.
    vi.spyOn(Math, 'random').mockReturnValueOnce(17.5 / 24).mockReturnValueOnce(5.5 / 15).mockReturnValueOnce(0);
    expect(venezuela.parroquia()).toEqual({ parroquia: undefined, estado: 'Sucre', municipio: 'Bolívar', capital: 'Marigüitar' });
    const all = pais.flatMap((r) => r.municipios.flatMap((m) => m.parroquias));
    const geo = createGeo(pais, { random: () => 0.5 });
    expect(geo.parroquia()).toMatchObject({ parroquia: all[Math.floor(0.5 * 1139)] });
  });

  it('draws random municipios uniformly over all 335, not an estado first', () => {
    // With the same draw upstream lands in the Distrito Capital (1 municipio in 24 estados: a
    // 1/24 chance for Libertador), we in Zulia, whose 21 municipios weigh 21/335.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    expect(venezuela.municipio()).toMatchObject({ municipio: 'Libertador', estado: 'Distrito Capital' });
    expect(municipio()).toMatchObject({ estado: 'Zulia' });
  });

  it('narrows municipio by estado; upstream ignores the option', () => {
    expect(venezuela.municipio('Sucre', { estado: 'Miranda' } as object)).toMatchObject({ estado: 'Aragua' });
    expect(municipio('Sucre', { estado: 'Miranda' })).toMatchObject({ estado: 'Miranda' });
  });

  it('narrows parroquia by municipio and estado; upstream ignores its options', () => {
    expect(venezuela.parroquia('Catedral', { estado: 'Lara' })).toHaveLength(3);
    expect(parroquia('Catedral', { estado: 'Lara' })).toEqual([expect.objectContaining({ estado: 'Lara' })]);
  });

  it('applies options to the capital answered without a name; upstream ignores them', () => {
    expect(venezuela.estado(undefined, { municipios: true })?.municipios).toBe(1);
    expect(estado(undefined, { municipios: true })?.municipios).toEqual(['Libertador']);
  });

  it('refuses non-boolean flags that upstream took as truthy or falsy', () => {
    expect(venezuela.estado('Vargas', { municipios: 1 })?.municipios).toEqual(['Vargas']);
    expect(() => estado('Vargas', { municipios: 1 as unknown as boolean })).toThrow(TypeError);
  });

  it('answers fresh objects; upstream hands out its one capital object', () => {
    expect(venezuela.estado()).toBe(venezuela.capital);
    expect(estado()).not.toBe(estado());
    expect(estado()).not.toBe(capital);
  });

  it('adds ids (and ciudades to estado)', () => {
    expect(venezuela.estado('Vargas')).not.toHaveProperty('id');
    expect(estado('Vargas')).toMatchObject({ id: '21', id_estado: 21, ciudades: ['Carayaca', 'Litoral'] });
    expect(municipio('Vargas')).toMatchObject({ id: '2101', estadoId: '21' });
    expect(parroquia('Macuto')).toEqual([expect.objectContaining({ id: expect.stringMatching(/^2101\d\d$/), municipioId: '2101', estadoId: '21' })]);
  });
});
