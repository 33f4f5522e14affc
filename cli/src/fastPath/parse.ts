import { JSON_OPTION, LOOKUPS, type LookupSpec } from '../grammar.js';
import type { BuscarFlags, CapitalFlags, EstadoFlags, MunicipioFlags, ParroquiaFlags } from '../responses/answers.js';

/** A lookup command line, parsed without commander. */
export type FastPathCall =
  | { command: 'estado'; operands: string[]; flags: EstadoFlags }
  | { command: 'municipio'; operands: string[]; flags: MunicipioFlags }
  | { command: 'parroquia'; operands: string[]; flags: ParroquiaFlags }
  | { command: 'buscar'; operands: string[]; flags: BuscarFlags }
  | { command: 'capital'; operands: string[]; flags: CapitalFlags };

/** How an option's value is read: `undefined` when it is not acceptable. */
type ValueOf = (value: string) => unknown;

interface OptionSpec {
  /** The key in the flags object, as commander names it. */
  key: string;
  /** Absent for a switch (`--json`); present for an option taking a value (`--estado X`). */
  value?: ValueOf;
}

export interface CommandSpec {
  /** `optional`: `[nombre]`; `variadic`: `<texto...>`; `none`: no operand. */
  operands: 'optional' | 'variadic' | 'none';
  /** By every spelling commander accepts as a whole token: `-e` and `--estado`. */
  options: Record<string, OptionSpec>;
}

function specOf({ operand, options }: LookupSpec): CommandSpec {
  const byToken: Record<string, OptionSpec> = {};
  for (const { short, long, value } of [...options, { ...JSON_OPTION, short: undefined, value: undefined }]) {
    const spec: OptionSpec = { key: long.slice(2), ...(value ? { value: value.read } : {}) };
    byToken[long] = spec;
    if (short !== undefined) byToken[short] = spec;
  }
  return { operands: operand === undefined ? 'none' : operand.spec === '[nombre]' ? 'optional' : 'variadic', options: byToken };
}

/** The lookup commands as the grammar declares them (commander's definitions come from it too). */
export const GRAMMAR: Readonly<Record<FastPathCall['command'], CommandSpec>> = {
  estado: specOf(LOOKUPS.estado),
  municipio: specOf(LOOKUPS.municipio),
  parroquia: specOf(LOOKUPS.parroquia),
  buscar: specOf(LOOKUPS.buscar),
  capital: specOf(LOOKUPS.capital),
};

const OPERAND_COUNT = {
  optional: (count: number) => count <= 1,
  variadic: (count: number) => count >= 1,
  none: (count: number) => count === 0,
};

/**
 * Parses `args` (the command line after `node vegeo`) when it is a lookup written plainly: a
 * lookup command, its operands, and its options each spelt whole (`-e X`, `--estado X`,
 * `--estado=X`), none twice. Returns `undefined` for anything else (help, a typo, an invalid
 * value, `--`, bundled short options), which commander then parses and explains.
 */
export function parseFastPath(args: readonly string[]): FastPathCall | undefined {
  const [command, ...rest] = args;
  if (command === undefined || !Object.hasOwn(GRAMMAR, command)) return undefined;
  const spec = GRAMMAR[command as FastPathCall['command']];
  const operands: string[] = [];
  const flags: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (!token.startsWith('-')) {
      operands.push(token);
      continue;
    }
    const equals = token.startsWith('--') ? token.indexOf('=') : -1;
    const name = equals === -1 ? token : token.slice(0, equals);
    const option = Object.hasOwn(spec.options, name) ? spec.options[name]! : undefined;
    if (option === undefined || Object.hasOwn(flags, option.key)) return undefined;
    if (option.value === undefined) {
      if (equals !== -1) return undefined;
      flags[option.key] = true;
      continue;
    }
    // A value that looks like an option is left to commander, which has its own rules for it.
    const value = equals === -1 ? rest[++i] : token.slice(equals + 1);
    if (value === undefined || (equals === -1 && value.startsWith('-'))) return undefined;
    const parsed = option.value(value);
    if (parsed === undefined) return undefined;
    flags[option.key] = parsed;
  }
  if (!OPERAND_COUNT[spec.operands](operands.length)) return undefined;
  return { command, operands, flags } as FastPathCall;
}
