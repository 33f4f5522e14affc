// The lookups' own checks, so every entry point reports a wrong type alike.
import { checkOptions as checkObject, textOption } from '../check.js';
import type { Tipo } from '../../types.js';

const TIPOS: readonly Tipo[] = ['estado', 'municipio', 'parroquia'];
const DEFAULT_MAX = 10;

/** `BuscarOptions` checked: absent fields (`undefined` or `null`) as `undefined`, `max` defaulted. */
export interface CheckedOptions {
  tipo: Tipo | undefined;
  estado: string | undefined;
  municipio: string | undefined;
  max: number;
}

/** Throws the library's error for a name that is not text: search needs one. */
export function checkText(texto: unknown): asserts texto is string {
  if (typeof texto !== 'string') throw new TypeError(`El nombre no puede ser '${typeof texto}'`);
}

/** Checks `opciones`: absent, or an object whose present fields have the right types. */
export function checkOptions(opciones: unknown): CheckedOptions {
  const { tipo, estado, municipio, max } = checkObject(opciones as Record<string, unknown> | null | undefined) ?? {};
  return {
    tipo: tipoOption(tipo),
    estado: textOption(estado, 'estado'),
    municipio: textOption(municipio, 'municipio'),
    max: maxOption(max),
  };
}

function tipoOption(value: unknown): Tipo | undefined {
  if (value === undefined || value === null) return undefined;
  if (TIPOS.includes(value as Tipo)) return value as Tipo;
  const shown = typeof value === 'string' ? value : typeof value;
  throw new TypeError(`La opción 'tipo' debe ser 'estado', 'municipio' o 'parroquia', no '${shown}'`);
}

function maxOption(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_MAX;
  if (typeof value !== 'number') throw new TypeError(`La opción 'max' debe ser un número, no '${typeof value}'`);
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`La opción 'max' debe ser un entero positivo, no ${value}`);
  }
  return value;
}
