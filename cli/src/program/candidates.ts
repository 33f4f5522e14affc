import type { Command, Option } from 'commander';
import { normalizeName, pais } from '@vegeo/data';

/** Options whose values are estado names, and commands whose operand is one. */
const ESTADO_OPTIONS = new Set(['--estado']);
const ESTADO_OPERANDS = new Set(['estado']);

const estadoNames = (): string[] => pais.map((estado) => estado.estado);

/**
 * What may follow `words` (the command line after `vegeo`, the last one being the word under the
 * cursor, maybe empty), read from the commands' own definitions: subcommands, options (each
 * command's and the program's, which are taken anywhere), an option's values (its choices, or the
 * estado names for `--estado`) and the estado names where a command's operand is one. Matched
 * as the lookups match names: without regard to accents or case.
 *
 * @example candidates(program, ['exportar', '--formato', '']) // ['csv', 'ndjson', 'sql', 'json']
 * @example candidates(program, ['estado', 'meri']) // ['Mérida']
 */
export function candidates(program: Command, words: readonly string[]): string[] {
  const current = words.at(-1) ?? '';
  let command = program;
  let pending: Option | undefined;
  for (const word of words.slice(0, -1)) {
    if (pending) {
      pending = undefined;
      continue;
    }
    if (word.startsWith('-')) {
      const option = optionsOf(program, command).find((o) => o.long === word || o.short === word);
      if (option && (option.required || option.optional)) pending = option;
      continue;
    }
    const sub = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (sub) command = sub;
  }
  if (pending) return matching(valuesOf(pending), current);
  const [flag, value] = current.startsWith('--') && current.includes('=') ? [current.slice(0, current.indexOf('=')), current.slice(current.indexOf('=') + 1)] : [];
  if (flag !== undefined) {
    const option = optionsOf(program, command).find((o) => o.long === flag);
    return option ? matching(valuesOf(option), value!).map((v) => `${flag}=${v}`) : [];
  }
  if (current.startsWith('-')) {
    const names = optionsOf(program, command).flatMap((o) => (o.hidden ? [] : [o.long ?? o.short!]));
    return [...new Set([...names, '--help'])].filter((name) => name.startsWith(current)).sort();
  }
  const subcommands = command.commands.filter((c) => !(c as unknown as { _hidden?: boolean })._hidden).map((c) => c.name());
  const operands = ESTADO_OPERANDS.has(command.name()) && command !== program ? estadoNames() : [...(command.registeredArguments[0]?.argChoices ?? [])];
  return [...matching(subcommands, current), ...matching(operands, current)];
}

/** The options `command` takes: its own, then the program's (commander reads those anywhere). */
function optionsOf(program: Command, command: Command): readonly Option[] {
  if (command === program) return program.options;
  return [...command.options, ...program.options.filter((option) => option.attributeName() !== 'version')];
}

function valuesOf(option: Option): string[] {
  if (option.argChoices) return [...option.argChoices];
  return option.long && ESTADO_OPTIONS.has(option.long) ? estadoNames() : [];
}

/** The values that start as `typed` does, accents and case aside. */
function matching(values: readonly string[], typed: string): string[] {
  const start = normalizeName(typed);
  return values.filter((value) => normalizeName(value).startsWith(start));
}
