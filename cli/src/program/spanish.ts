import { Help } from 'commander';
import type { HelpConfiguration, Option } from 'commander';

const TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Options:': 'Opciones:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opciones globales:',
};

// commander's placeholders in usage lines.
function inSpanish(usage: string): string {
  return usage.replace('[options]', '[opciones]').replace('[command]', '[comando]');
}

/** commander's help, in Spanish: titles, usage placeholders and option details. */
export const spanishHelp: HelpConfiguration = {
  styleTitle: (title: string) => TITLES[title] ?? title,
  commandUsage(this: Help, command) {
    return inSpanish(Help.prototype.commandUsage.call(this, command));
  },
  subcommandTerm(this: Help, command) {
    return inSpanish(Help.prototype.subcommandTerm.call(this, command));
  },
  optionDescription: (option: Option) => {
    const choices = option.argChoices ? ` (valores: ${option.argChoices.join(', ')})` : '';
    return `${option.description}${choices}`;
  },
};

// commander's error messages and the Spanish we show instead (applied in order, each at most once).
const ERRORS: readonly [RegExp, string][] = [
  [/unknown option '(.*?)'/, "opción desconocida '$1'"],
  [/unknown command '(.*?)'/, "comando desconocido '$1'"],
  [/\(Did you mean one of (.*?)\?\)/, '(¿Quiso decir alguno de estos: $1?)'],
  [/\(Did you mean (.*?)\?\)/, '(¿Quiso decir $1?)'],
  [/missing required argument '(.*?)'/, "falta el argumento obligatorio '$1'"],
  [/option '(.*?)' argument missing/, "falta el valor de la opción '$1'"],
  [/required option '(.*?)' not specified/, "falta la opción obligatoria '$1'"],
  [/option '(.*?)' cannot be used with option '(.*?)'/, "la opción '$1' no se puede usar con la opción '$2'"],
  [/command-argument value '(.*?)' is invalid for argument '(.*?)'\./, "el valor '$1' no es válido para el argumento '$2'."],
  [/option '(.*?)' argument '(.*?)' is invalid\./, "la opción '$1' no admite el valor '$2'."],
  [/Allowed choices are (.*?)\.$/m, 'Valores admitidos: $1.'],
  [
    /too many arguments(?: for '(.*?)')?\. Expected (\d+) arguments? but got (\d+)\./,
    "demasiados argumentos para '$1': se esperaban como mucho $2 y llegaron $3 (use comillas para nombres con espacios)",
  ],
];

/** A commander error message in Spanish; anything unrecognised passes through. */
export function translateError(message: string): string {
  return ERRORS.reduce((text, [pattern, spanish]) => text.replace(pattern, spanish), message);
}
