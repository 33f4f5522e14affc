export interface FitColumnsOptions {
  /**
   * The narrowest each column may get: for a column of names, its longest word (narrower would
   * split a word); for any other column, its content width (it is never narrowed).
   */
  narrowest: readonly number[];
  /** Columns left out, first to last, while narrowing alone cannot make the table fit. */
  droppable: readonly number[];
  /** Spaces between two columns. Default 2. */
  gap?: number;
}

export interface FittedColumns {
  /** The indexes of the columns shown, in order. */
  columns: number[];
  /** The width of each column shown, gap excluded. */
  widths: number[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The columns of a table and their widths so that it fits in `available` terminal columns: as
 * wide as their content when there is room; else the widest narrowed first, never below their
 * narrowest; else the droppable columns left out in turn. `undefined` when even that cannot fit
 * (the caller then shows each row on its own).
 *
 * @param natural - Each column's content width (its widest cell or heading).
 * @example fitColumns([6, 25, 13], 40, { narrowest: [6, 9, 9], droppable: [0] })
 *   // { columns: [0, 1, 2], widths: [6, 17, 13] }
 * @example fitColumns([6, 25, 13], 20, { narrowest: [6, 9, 9], droppable: [] }) // undefined
 */
export function fitColumns(natural: readonly number[], available: number, options: FitColumnsOptions): FittedColumns | undefined {
  const gap = options.gap ?? 2;
  const narrowest = (index: number) => Math.min(natural[index]!, options.narrowest[index] ?? natural[index]!);
  const spanOf = (columns: readonly number[], widthOf: (index: number) => number) =>
    sum(columns.map(widthOf)) + gap * Math.max(0, columns.length - 1);

  let columns = natural.map((_, index) => index);
  for (const dropped of options.droppable) {
    if (spanOf(columns, narrowest) <= available) break;
    columns = columns.filter((index) => index !== dropped);
  }
  if (spanOf(columns, narrowest) > available) return undefined;

  const widths = new Map(columns.map((index) => [index, natural[index]!]));
  let excess = spanOf(columns, (index) => widths.get(index)!) - available;
  while (excess > 0) {
    let widest: number | undefined;
    for (const index of columns) {
      const width = widths.get(index)!;
      // On a tie the later column is narrowed: the first names are the ones read first.
      if (width > narrowest(index) && (widest === undefined || width >= widths.get(widest)!)) widest = index;
    }
    // Unreachable: the narrowest widths fit, so some column can still give.
    if (widest === undefined) break;
    widths.set(widest, widths.get(widest)! - 1);
    excess -= 1;
  }
  return { columns, widths: columns.map((index) => widths.get(index)!) };
}
