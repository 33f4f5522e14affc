import { Box, Text } from 'ink';
import { Flag } from './Flag.js';
import { RED, YELLOW, tint } from './colors.js';
import { fitColumns } from './_lib/fitColumns.js';
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
 * on a narrow terminal, long names wrapped onto more lines and the least needed columns left out.
 */
export function Table({ table, color, width = Number.POSITIVE_INFINITY }: TableProps) {
  const natural = table.columns.map((column, index) =>
    Math.max(stringWidth(column), ...table.rows.map((row) => stringWidth(row[index] ?? ''))),
  );
  const fit = fitColumns(natural, width - FRAME, { narrowable: table.narrowable, droppable: table.droppable, gap: GAP });
  const cells = (row: readonly string[], bold: boolean) =>
    fit.columns.map((column, position) => (
      <Box key={table.columns[column]} width={fit.widths[position]} flexShrink={0} marginRight={position < fit.columns.length - 1 ? GAP : 0}>
        <Text bold={bold} wrap="wrap">
          {row[column] ?? ''}
        </Text>
      </Box>
    ));
  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" borderColor={tint(color, RED)} paddingX={1}>
      <Flag color={color} />
      <Text bold color={tint(color, YELLOW)} wrap="truncate-end">
        {table.title}
      </Text>
      <Box marginTop={1}>{cells(table.columns, true)}</Box>
      {table.rows.map((row, rowIndex) => (
        <Box key={rowIndex}>{cells(row, false)}</Box>
      ))}
    </Box>
  );
}
