import { Text } from 'ink';
import { useLine } from './useLine.js';

export interface AskProps {
  label: string;
  /** Hide what is typed (a password): nothing is echoed, not even its length. */
  secret?: boolean;
  /** Shown in brackets and answered when Enter is pressed on an empty line. */
  initial?: string;
  /** The answer, or `undefined` when cancelled with Esc or Ctrl+C. */
  onDone: (answer: string | undefined) => void;
}

/** One line of input: `Nombre [Mérida]: …`. */
export function Ask({ label, secret = false, initial, onDone }: AskProps) {
  const value = useLine((text) => onDone(text === '' && initial !== undefined ? initial : text));
  return (
    <Text>
      <Text bold>{label}</Text>
      {initial === undefined ? '' : <Text dimColor> [{initial}]</Text>}
      {': '}
      {secret ? '' : value}
    </Text>
  );
}
