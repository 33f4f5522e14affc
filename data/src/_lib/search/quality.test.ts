import { describe, expect, it } from 'vitest';
import { KINDS, TWICE, TYPOS, fold, hit, misspellings, records, type Kind } from '../../../test/typos.mjs';
import { dataset } from '../dataset.js';
import { createBuscar } from './index.js';

// Quality, not speed: every name of the dataset misspelt once per kind (seeded, so reproducible),
// and the share found in the first three answers. A duplicated name counts for any of its places
// (the text alone cannot tell them apart); the benchmark applies the same rule to other libraries.
const buscar = createBuscar(dataset);
const list = records(dataset);
const nameOf = new Map(list.map((r) => [r.id, fold(r.nombre)]));

function rate(kinds: readonly Kind[], seed: number, n = 3, strict = false): number {
  const queries = misspellings(list, { seed, kinds });
  const found = queries.filter((q) => hit(buscar(q.texto).map((r) => r.id), q.id, nameOf, n, strict));
  return found.length / queries.length;
}

describe('buscar quality over every name', () => {
  it.each([20261121, 7, 1234])('finds at least 98 in 100 one-typo names in the top 3 (seed %i)', (seed) => {
    expect(rate(TYPOS, seed)).toBeGreaterThanOrEqual(0.98);
  });

  it.each(TYPOS)('finds at least 97 in 100 in the top 3 for each kind of typo: %s', (kind) => {
    expect(rate([kind], 99)).toBeGreaterThanOrEqual(0.97);
  });

  it('puts the intended one-typo name first at least 97 times in 100', () => {
    expect(rate(TYPOS, 5, 1)).toBeGreaterThanOrEqual(0.97);
  });

  it('finds every name with its case or accents changed, first', () => {
    expect(rate(['accents'], 11, 1)).toBe(1);
  });

  it('finds at least 90 in 100 names from their first 60%', () => {
    expect(rate(['prefix'], 13)).toBeGreaterThanOrEqual(0.9);
  });

  // Seed 19 is the benchmark's set. Short names with two typos are often nearer another name.
  it.each([
    [19, 0.98],
    [7, 0.975],
    [3, 0.975],
  ])('finds two-typo names in the top 3 (seed %i: at least %d)', (seed, least) => {
    expect(rate([TWICE], seed)).toBeGreaterThanOrEqual(least);
  });

  it('finds the very place, not only one of its name, as far as duplicates allow', () => {
    // Names held by four or more places cannot all fit in a top 3.
    expect(rate(KINDS.filter((k) => k !== 'prefix'), 17, 3, true)).toBeGreaterThanOrEqual(0.9);
  });
});
