import { describe, expect, it } from 'vitest';
import { MAX_EDITS, editBudget, lastResort, score, walkEditBudgets, type Found } from './score.js';
import { buscar } from '../../buscar.js';
import { PUNTUACION_ERRATA } from '../../index.js';
import type { Tipo } from '../../types.js';

describe('editBudget', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [6, 1],
    [7, 2],
    [40, 2],
  ])('allows a text of %i characters %i edits', (length, edits) => {
    expect(editBudget(length)).toBe(edits);
    expect(edits).toBeLessThanOrEqual(MAX_EDITS);
  });
});

describe('score', () => {
  it('gives 1 to an exact whole name only, and something in (0, 1) to every other match', () => {
    const wrong: string[] = [];
    for (let keyLength = 1; keyLength <= 40; keyLength++) {
      for (let query = 1; query <= keyLength + MAX_EDITS; query++) {
        for (let distance = 0; distance <= editBudget(query); distance++) {
          for (let depth = Math.max(1, query - distance); depth <= Math.min(keyLength, query + distance); depth++) {
            for (const token of [0, 1, 3]) {
              const value = score(query, depth, distance, keyLength, token);
              const exact = distance === 0 && depth === keyLength && token === 0;
              if (exact ? value !== 1 : !(value > 0 && value < 1)) wrong.push(`${[query, depth, distance, keyLength, token]}: ${value}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ranks fewer edits, more of the name covered, and the first word higher', () => {
    expect(score(9, 9, 0, 9, 0)).toBeGreaterThan(score(9, 9, 1, 9, 0));
    expect(score(4, 4, 0, 7, 0)).toBeGreaterThan(score(4, 4, 0, 9, 0));
    expect(score(4, 4, 0, 9, 0)).toBeGreaterThan(score(4, 5, 1, 5, 0));
    expect(score(9, 9, 0, 13, 0)).toBeGreaterThan(score(9, 9, 0, 13, 1));
  });
});

describe('walkEditBudgets', () => {
  const walks = (query: string, maxEdits: number, found: Partial<Found>): number[] => {
    const edits: number[] = [];
    walkEditBudgets(query, maxEdits, (n) => {
      edits.push(n);
      return { any: false, exact: false, wholeWithinOne: false, ...found };
    });
    return edits;
  };

  it('walks one or two letters exactly, and anything longer within one edit first', () => {
    expect(walks('ma', 3, {})).toEqual([0]);
    expect(walks('mar', 3, { any: true, exact: true })).toEqual([1]);
  });

  it('walks within two edits when no whole name is within one and no name begins with the text', () => {
    expect(walks('sce', 3, { any: true })).toEqual([1, 2]);
    expect(walks('valel', 3, {})).toEqual([1, 2]);
    expect(walks('maracaybo', 3, { any: true, wholeWithinOne: true })).toEqual([1]);
    expect(walks('marac', 3, { any: true, exact: true })).toEqual([1]);
    expect(walks('valel', 1, {})).toEqual([1]);
  });

  it('leaves three edits to a last resort, for seven letters or more', () => {
    expect([6, 7].map(lastResort)).toEqual([false, true]);
  });
});


describe('PUNTUACION_ERRATA', () => {
  const best = (texto: string, tipo: Tipo) => buscar(texto, { tipo, max: 1 })[0];

  it('reads one typo from four letters and two from seven as the name misspelt', () => {
    for (const [texto, tipo, nombre] of [['Zulai', 'estado', 'Zulia'], ['Meirda', 'estado', 'Mérida'], ['Irribaren', 'municipio', 'Iribarren'], ['Libertdor', 'municipio', 'Libertador']] as const) {
      expect(best(texto, tipo), texto).toMatchObject({ nombre });
      expect(best(texto, tipo)!.puntuacion, texto).toBeGreaterThanOrEqual(PUNTUACION_ERRATA);
    }
  });

  it('leaves below it what a search may list but is another name', () => {
    // Two substitutions in six letters: «Narnia» is no misspelt «García».
    expect(best('Narnia', 'municipio')).toMatchObject({ nombre: 'García' });
    expect(best('Narnia', 'municipio')!.puntuacion).toBeLessThan(PUNTUACION_ERRATA);
    expect(best('Pepe', 'municipio')!.puntuacion).toBeLessThan(PUNTUACION_ERRATA);
  });
});
