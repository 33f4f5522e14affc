import { Text } from 'ink';
import { BLUE, RED, YELLOW, tint } from './colors.js';

export interface FlagProps {
  color: boolean;
  /** Width of each of the three bands. */
  band?: number;
}

/** The flag's three bands, as a header line. */
export function Flag({ color, band = 4 }: FlagProps) {
  const bar = '━'.repeat(band);
  return (
    <Text>
      <Text color={tint(color, YELLOW)}>{bar}</Text>
      <Text color={tint(color, BLUE)}>{bar}</Text>
      <Text color={tint(color, RED)}>{bar}</Text>
    </Text>
  );
}
