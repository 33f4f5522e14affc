import { InvalidArgumentError, Option } from 'commander';
import { maxFrom } from './values.js';

/** `--json`, shared by every lookup command. */
export function jsonOption(): Option {
  return new Option('--json', 'escribe el resultado como un único valor JSON (null si no hay resultado)');
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
