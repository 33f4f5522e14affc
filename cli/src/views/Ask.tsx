import { Text, useApp, useInput } from 'ink';
import { useRef, useState } from 'react';

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
  // The ref holds what was typed for the key handler, which may run before a re-render.
  const typed = useRef('');
  const [value, setValue] = useState('');
  const { exit } = useApp();
  const type = (text: string) => {
    typed.current = text;
    setValue(text);
  };
  const finish = (answer: string | undefined) => {
    onDone(answer);
    exit();
  };
  useInput((input, key) => {
    // A pasted line arrives as one input with its newline; Enter alone sets `key.return`.
    const newline = input.search(/[\r\n]/);
    if (key.return || newline >= 0) {
      const text = typed.current + (newline > 0 ? input.slice(0, newline) : '');
      type(text);
      finish(text === '' && initial !== undefined ? initial : text);
    }
    else if (key.escape || (key.ctrl && input === 'c')) finish(undefined);
    else if (key.backspace || key.delete) type(typed.current.slice(0, -1));
    else if (!key.ctrl && !key.meta && input) type(typed.current + input);
  });
  return (
    <Text>
      <Text bold>{label}</Text>
      {initial === undefined ? '' : <Text dimColor> [{initial}]</Text>}
      {': '}
      {secret ? '' : value}
    </Text>
  );
}

export interface ConfirmProps {
  question: string;
  /** `true` for s/y, `false` for n, Enter, Esc or Ctrl+C. */
  onDone: (yes: boolean) => void;
}

/** A yes/no question, no by default: `¿Borrar el municipio 1401? (s/N)`. */
export function Confirm({ question, onDone }: ConfirmProps) {
  const { exit } = useApp();
  useInput((input, key) => {
    const answer = input.toLowerCase();
    const yes = answer === 's' || answer === 'y';
    if (yes || answer === 'n' || key.return || key.escape || (key.ctrl && input === 'c')) {
      onDone(yes);
      exit();
    }
  });
  return (
    <Text>
      <Text bold>{question}</Text> (s/N)
    </Text>
  );
}
