export interface FitColumnsOptions {
  /** Columns whose cells may be narrowed (names, wrapped by the caller), never below `minWidth`. */
  narrowable: readonly number[];
  /** Columns left out, first to last, while narrowing alone cannot make the table fit. */
  droppable: readonly number[];
  /** Spaces between two columns. Default 2. */
  gap?: number;
  /** The narrowest a narrowable column gets. Default 10: most words of a name fit whole. */
  minWidth?: number;
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
 * wide as their content when there is room; else the widest names narrowed first; else the droppable
 * columns left out in turn. A table that cannot fit even so comes out as narrow as it can.
 *
 * @param natural - Each column's content width (its widest cell or heading).
 * @example fitColumns([6, 25, 13], 40, { narrowable: [1, 2], droppable: [0] })
 *   // { columns: [0, 1, 2], widths: [6, 17, 13] }
 */
export function fitColumns(natural: readonly number[], available: number, options: FitColumnsOptions): FittedColumns {
  const gap = options.gap ?? 2;
  const minWidth = options.minWidth ?? 10;
  const narrowest = (index: number) => (options.narrowable.includes(index) ? Math.min(natural[index]!, minWidth) : natural[index]!);
  const spanOf = (columns: readonly number[], widthOf: (index: number) => number) =>
    sum(columns.map(widthOf)) + gap * Math.max(0, columns.length - 1);

  let columns = natural.map((_, index) => index);
  for (const dropped of options.droppable) {
    if (spanOf(columns, narrowest) <= available) break;
    columns = columns.filter((index) => index !== dropped);
  }

  const widths = new Map(columns.map((index) => [index, natural[index]!]));
  let excess = spanOf(columns, (index) => widths.get(index)!) - available;
  while (excess > 0) {
    let widest: number | undefined;
    for (const index of columns) {
      const width = widths.get(index)!;
      // On a tie the later column is narrowed: the first names are the ones read first.
      if (width > narrowest(index) && (widest === undefined || width >= widths.get(widest)!)) widest = index;
    }
    if (widest === undefined) break;
    widths.set(widest, widths.get(widest)! - 1);
    excess -= 1;
  }
  return { columns, widths: columns.map((index) => widths.get(index)!) };
}
