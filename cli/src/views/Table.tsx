import { Box, Text } from 'ink';
import { Flag } from './Flag.js';
import { RED, YELLOW, tint } from './colors.js';
import { fitColumns, type FittedColumns } from './_lib/fitColumns.js';
import { longestWord } from './_lib/longestWord.js';
import stringWidth from './_lib/stringWidth.js';
import type { TableModel } from '../model/types.js';

export interface TableProps {
  table: TableModel;
  color: boolean;
  /** The terminal's width: the table, border included, fits in it. Unbounded when absent. */
  width?: number;
}

const GAP = 2;
// The round border and the padding on either side.
const FRAME = 4;

/**
 * Several entities: a title, a header row, one row each; columns as wide as their content, or,
 * on a narrow terminal, names wrapped between words and the least needed columns left out; when
 * even that cannot fit, each row on its own as a block of labelled lines.
 */
export function Table({ table, color, width = Number.POSITIVE_INFINITY }: TableProps) {
  const column = (index: number) => [table.columns[index]!, ...table.rows.map((row) => row[index] ?? '')];
  const natural = table.columns.map((_, index) => Math.max(...column(index).map((cell) => stringWidth(cell))));
  const narrowest = table.columns.map((_, index) =>
    table.narrowable.includes(index) ? Math.max(...column(index).map(longestWord)) : natural[index]!,
  );
  const inner = width - FRAME;
  const fit = fitColumns(natural, inner, { narrowest, droppable: table.droppable, gap: GAP });
  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" borderColor={tint(color, RED)} paddingX={1}>
      <Flag color={color} />
      <Box width={Math.min(stringWidth(table.title), inner)}>
        <Text bold color={tint(color, YELLOW)} wrap="wrap">
          {table.title}
        </Text>
      </Box>
      {fit ? <Rows table={table} fit={fit} /> : <Blocks table={table} width={inner} />}
    </Box>
  );
}

interface RowsProps {
  table: TableModel;
  fit: FittedColumns;
}

/** A header row and one row each, in the fitted columns. */
function Rows({ table, fit }: RowsProps) {
  const cells = (row: readonly string[], bold: boolean) =>
    fit.columns.map((column, position) => (
      <Box key={table.columns[column]} width={fit.widths[position]} flexShrink={0} marginRight={position < fit.columns.length - 1 ? GAP : 0}>
        <Text bold={bold} wrap="wrap">
          {row[column] ?? ''}
        </Text>
      </Box>
    ));
  return (
    <>
      <Box marginTop={1}>{cells(table.columns, true)}</Box>
      {table.rows.map((row, rowIndex) => (
        <Box key={rowIndex}>{cells(row, false)}</Box>
      ))}
    </>
  );
}

interface BlocksProps {
  table: TableModel;
  /** Inside the frame. */
  width: number;
}

/**
 * Each row as a block, one `Heading  value` line per non-empty cell. When a word would not fit
 * beside the headings, each value goes under its heading instead, indented.
 */
function Blocks({ table, width }: BlocksProps) {
  const labelWidth = Math.max(...table.columns.map((heading) => stringWidth(heading)));
  const valueWidth = width - labelWidth - GAP;
  const stacked = table.rows.some((row) => row.some((cell) => longestWord(cell) > valueWidth));
  return table.rows.map((row, rowIndex) => (
    <Box key={rowIndex} flexDirection="column" marginTop={1}>
      {table.columns.map((heading, index) => {
        const value = row[index] ?? '';
        if (value === '') return null;
        return stacked ? (
          <Box key={heading} flexDirection="column">
            <Text bold>{heading}</Text>
            <Box paddingLeft={GAP}>
              <Text wrap="wrap">{value}</Text>
            </Box>
          </Box>
        ) : (
          <Box key={heading}>
            <Box width={labelWidth} flexShrink={0} marginRight={GAP}>
              <Text bold>{heading}</Text>
            </Box>
            <Box width={valueWidth}>
              <Text wrap="wrap">{value}</Text>
            </Box>
          </Box>
        );
      })}
    </Box>
  ));
}
