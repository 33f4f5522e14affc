import type { Tipo } from '@vegeo/data';

// The lookup commands, declared once: commander's definitions (commands/) and the fast path's
// parser (fastPath/parse.ts) are both built from this table. Plain data, so the fast path reads it
// without loading commander.

/** An option's value: how it is read (`undefined` when not acceptable) and what is said then. */
export interface LookupValue {
  /** As help shows it: `<estado>`. */
  name: string;
  read: (value: string) => unknown;
  /** The accepted values, when they are a closed list (help lists them). */
  choices?: readonly string[];
  /** Said when `read` refuses a value; commander says its own for `choices`. */
  invalid?: string;
}

export interface LookupOption {
  short: string;
  long: string;
  description: string;
  /** Absent for a switch (`--municipios`). */
  value?: LookupValue;
}

export interface LookupSpec {
  description: string;
  /** `[nombre]`: one, optional; `<texto...>`: one or more; absent: none. */
  operand?: { spec: '[nombre]' | '<texto...>'; description: string };
  options: readonly LookupOption[];
  examples: readonly string[];
}

// Option values the lookup commands accept, checked the same way with or without commander.

/** `--tipo`'s choices. */
export const TIPOS: readonly Tipo[] = ['estado', 'municipio', 'parroquia'];

/** `--max`: a whole number from 1 up, or `undefined` when `value` is not one. */
export function maxFrom(value: string): number | undefined {
  const max = Number(value);
  return /^\d+$/.test(value.trim()) && Number.isSafeInteger(max) && max >= 1 ? max : undefined;
}

export type LookupName = 'estado' | 'municipio' | 'parroquia' | 'buscar' | 'capital';

/** `--json`, which every lookup command takes. */
export const JSON_OPTION = { long: '--json', description: 'escribe el resultado como un único valor JSON (null si no hay resultado)' };

const text = (name: string): LookupValue => ({ name, read: (value) => value });

export const LOOKUPS: Readonly<Record<LookupName, LookupSpec>> = {
  estado: {
    description: 'muestra un estado: capital, código ISO, municipios y parroquias (sin nombre, el Distrito Capital)',
    operand: { spec: '[nombre]', description: 'nombre del estado, con o sin acentos' },
    options: [{ short: '-m', long: '--municipios', description: 'lista los nombres de sus municipios' }],
    examples: ['vegeo estado "Mérida"', 'vegeo estado zulia --municipios', 'vegeo estado Lara --json'],
  },
  municipio: {
    description: 'muestra un municipio: capital, estado y parroquias (sin nombre, uno al azar)',
    operand: { spec: '[nombre]', description: 'nombre del municipio, con o sin acentos' },
    options: [
      { short: '-p', long: '--parroquias', description: 'lista los nombres de sus parroquias' },
      { short: '-e', long: '--estado', description: 'busca solo en este estado', value: text('<estado>') },
    ],
    examples: ['vegeo municipio Sucre --estado Miranda', 'vegeo municipio "San Cristóbal" --parroquias'],
  },
  parroquia: {
    description: 'muestra las parroquias de ese nombre: municipio, capital y estado (sin nombre, una al azar)',
    operand: { spec: '[nombre]', description: 'nombre de la parroquia, con o sin acentos' },
    options: [
      { short: '-M', long: '--municipio', description: 'solo parroquias de municipios con este nombre', value: text('<municipio>') },
      { short: '-e', long: '--estado', description: 'solo parroquias de este estado', value: text('<estado>') },
    ],
    examples: ['vegeo parroquia Libertad', 'vegeo parroquia Catedral --estado Lara'],
  },
  buscar: {
    description: 'busca estados, municipios y parroquias por nombre aproximado, o por una de sus ciudades, los mejores primero',
    operand: { spec: '<texto...>', description: 'lo que se busca (admite errores de tipeo y nombres incompletos; sin comillas también)' },
    options: [
      {
        short: '-t',
        long: '--tipo',
        description: 'solo este nivel',
        value: { name: '<tipo>', read: (value) => ((TIPOS as readonly string[]).includes(value) ? value : undefined), choices: TIPOS },
      },
      { short: '-e', long: '--estado', description: 'solo resultados de este estado', value: text('<estado>') },
      { short: '-M', long: '--municipio', description: 'solo resultados de municipios con este nombre', value: text('<municipio>') },
      {
        short: '-n',
        long: '--max',
        description: 'como mucho n resultados (por omisión 10)',
        value: { name: '<n>', read: maxFrom, invalid: 'Debe ser un entero positivo.' },
      },
    ],
    examples: ['vegeo buscar merida', 'vegeo buscar catedral lara', 'vegeo buscar barquisimeto', 'vegeo buscar san jose --tipo parroquia --max 5'],
  },
  capital: {
    description: 'muestra la capital del país: el Distrito Capital',
    options: [],
    examples: ['vegeo capital', 'vegeo capital --json'],
  },
};
