import { Text, useApp, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';

/** What a line of input ended with: the text, or `undefined` when cancelled (Esc, Ctrl+C). */
type Ended = { text: string | undefined };

/**
 * One line typed at a prompt: what is typed is kept (and shown, unless secret), edited with
 * Backspace, and given on Enter, once it has been drawn. A pasted line arrives as one input
 * with its newline: it is shown, then given; anything after its newline is dropped, so nothing
 * typed at the prompt reaches the shell afterwards.
 */
function useLine(onEnd: (text: string | undefined) => void): string {
  // The ref holds what was typed for the key handler, which may run before a re-render.
  const typed = useRef('');
  const [value, setValue] = useState('');
  const [ended, setEnded] = useState<Ended>();
  const { exit } = useApp();
  const type = (text: string) => {
    typed.current = text;
    setValue(text);
  };
  useInput(
    (input, key) => {
      const newline = input.search(/[\r\n]/);
      if (key.return || newline >= 0) {
        const text = typed.current + (newline > 0 ? input.slice(0, newline) : '');
        type(text);
        setEnded({ text });
      } else if (key.escape || (key.ctrl && input === 'c')) setEnded({ text: undefined });
      else if (key.backspace || key.delete) type(typed.current.slice(0, -1));
      else if (!key.ctrl && !key.meta && input) type(typed.current + input);
    },
    { isActive: ended === undefined },
  );
  // After the render that shows the whole line: the answer, then the prompt goes away.
  useEffect(() => {
    if (ended === undefined) return;
    onEnd(ended.text);
    exit();
  }, [ended]);
  return value;
}

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
