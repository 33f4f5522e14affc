import { InvalidArgumentError, Option } from 'commander';
import { JSON_OPTION, maxFrom } from '../grammar.js';

/** `--json`, shared by every lookup command. */
export function jsonOption(): Option {
  return new Option(JSON_OPTION.long, JSON_OPTION.description);
}

/** Parses `--max`: a whole number from 1 up. */
export function parseMax(value: string): number {
  const max = maxFrom(value);
  if (max === undefined) throw new InvalidArgumentError('Debe ser un entero positivo.');
  return max;
}

/** The "Ejemplos:" block appended to a command's help. */
export function examples(lines: readonly string[]): string {
  return `\nEjemplos:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}
