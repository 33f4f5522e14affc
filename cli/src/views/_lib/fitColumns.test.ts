import { describe, expect, it } from 'vitest';
import { fitColumns } from './fitColumns.js';

// Tipo, Nombre, Municipio, Estado, Id, Puntuación, as `vegeo buscar "san cristobl"` fills them;
// the names may narrow down to their longest word, the others not at all.
const BUSCAR = [9, 25, 13, 10, 6, 10];
const OPTIONS = { narrowest: [9, 9, 9, 10, 6, 10], droppable: [5, 4] };
const span = (fit: { widths: number[] } | undefined) => fit!.widths.reduce((a, b) => a + b, 0) + 2 * (fit!.widths.length - 1);

describe('fitColumns', () => {
  it('keeps every column at its content width when there is room', () => {
    expect(fitColumns(BUSCAR, 120, OPTIONS)).toEqual({ columns: [0, 1, 2, 3, 4, 5], widths: BUSCAR });
    expect(fitColumns(BUSCAR, 83, OPTIONS)).toEqual({ columns: [0, 1, 2, 3, 4, 5], widths: BUSCAR });
  });

  it('narrows the widest names first, down to the available width exactly', () => {
    const fit = fitColumns(BUSCAR, 76, OPTIONS);
    expect(fit).toEqual({ columns: [0, 1, 2, 3, 4, 5], widths: [9, 18, 13, 10, 6, 10] });
    expect(span(fit)).toBe(76);
    // Past the widest, the names are narrowed evenly, never below their longest word.
    expect(fitColumns(BUSCAR, 66, OPTIONS)!.widths).toEqual([9, 11, 10, 10, 6, 10]);
  });

  it('leaves out the droppable columns in turn when narrowing names cannot make room', () => {
    const fit = fitColumns(BUSCAR, 54, OPTIONS);
    expect(fit!.columns).toEqual([0, 1, 2, 3, 4]);
    expect(span(fit)).toBe(54);
    const narrow = fitColumns(BUSCAR, 46, OPTIONS);
    expect(narrow!.columns).toEqual([0, 1, 2, 3]);
    expect(span(narrow)).toBe(46);
    expect(narrow!.widths).toEqual([9, 11, 10, 10]);
  });

  it('gives up, rather than split a word or overflow, when even the narrowest columns do not fit', () => {
    expect(fitColumns(BUSCAR, 43, OPTIONS)).toEqual({ columns: [0, 1, 2, 3], widths: [9, 9, 9, 10] });
    expect(fitColumns(BUSCAR, 42, OPTIONS)).toBeUndefined();
    expect(fitColumns([4, 30], 20, { narrowest: [4, 6], droppable: [] })!.widths).toEqual([4, 14]);
    expect(fitColumns([4, 30], 5, { narrowest: [4, 6], droppable: [] })).toBeUndefined();
  });

  it('leaves a name narrower than its column’s floor whole', () => {
    expect(fitColumns([8, 5, 40], 30, { narrowest: [8, 10, 10], droppable: [] })!.widths).toEqual([8, 5, 13]);
  });
});
