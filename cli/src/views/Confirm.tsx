import { Text } from 'ink';
import { useLine } from './useLine.js';

export interface ConfirmProps {
  question: string;
  /** `true` for a line that says yes (s, si, sí, y, yes); `false` for anything else, Esc or Ctrl+C. */
  onDone: (yes: boolean) => void;
}

const YES = /^(s|si|sí|y|yes)$/i;

/**
 * A yes/no question answered with a line, no by default: `¿Borrar el municipio 1401? (s/N) si`.
 * Nothing happens until Enter, and what is typed is shown.
 */
export function Confirm({ question, onDone }: ConfirmProps) {
  const value = useLine((text) => onDone(text !== undefined && YES.test(text.trim())));
  return (
    <Text>
      <Text bold>{question}</Text> (s/N) {value}
    </Text>
  );
}
