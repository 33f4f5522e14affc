import { Box, Text } from 'ink';
import { Flag } from './Flag.js';
import { RED, YELLOW, tint } from './colors.js';
import type { TableModel } from '../model/types.js';

export interface TableProps {
  table: TableModel;
  color: boolean;
}

/** Several entities: a title, a header row, one row each; columns as wide as their content. */
export function Table({ table, color }: TableProps) {
  const widths = table.columns.map(
    (column, index) => Math.max(column.length, ...table.rows.map((row) => (row[index] ?? '').length)) + 2,
  );
  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" borderColor={tint(color, RED)} paddingX={1}>
      <Flag color={color} />
      <Text bold color={tint(color, YELLOW)}>
        {table.title}
      </Text>
      <Box marginTop={1}>
        {table.columns.map((column, index) => (
          <Box key={column} width={widths[index]} flexShrink={index === 1 ? 1 : 0}>
            <Text bold wrap="truncate">
              {column}
            </Text>
          </Box>
        ))}
      </Box>
      {table.rows.map((row, rowIndex) => (
        <Box key={rowIndex}>
          {row.map((cell, index) => (
            <Box key={table.columns[index]} width={widths[index]} flexShrink={index === 1 ? 1 : 0}>
              <Text wrap="truncate">{cell}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
