import { useApp, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';

/** What a line of input ended with: the text, or `undefined` when cancelled (Esc, Ctrl+C). */
type Ended = { text: string | undefined };

/**
 * One line typed at a prompt: what is typed is kept (and shown, unless secret), edited with
 * Backspace, and given on Enter, once it has been drawn. A pasted line arrives as one input
 * with its newline: it is shown, then given; anything after its newline is dropped, so nothing
 * typed at the prompt reaches the shell afterwards.
 */
export function useLine(onEnd: (text: string | undefined) => void): string {
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
