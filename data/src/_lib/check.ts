import { keyOf } from './keyOf.js';

// The one error policy of the lookups: a wrong type is a TypeError with a Spanish message.

/** Whether a name was given: `true` for text, `false` when absent; anything else is refused. */
export function isName(nombre: unknown): nombre is string {
  if (typeof nombre === 'string') return true;
  if (nombre === undefined || nombre === null) return false;
  throw new TypeError(`El nombre no puede ser '${typeof nombre}'`);
}

/** The options object, or `undefined` when absent. */
export function checkOptions<T extends object>(opciones: T | null | undefined): T | undefined {
  if (opciones === undefined || opciones === null) return undefined;
  if (typeof opciones !== 'object' || Array.isArray(opciones)) {
    const type = Array.isArray(opciones) ? 'array' : typeof opciones;
    throw new TypeError(`Las opciones deben ser un objeto, no '${type}'`);
  }
  return opciones;
}

/** A yes/no option: `true` or `false`; absent (`undefined` or `null`) is `false`. */
export function flagOption(value: unknown, option: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  throw new TypeError(`La opción '${option}' debe ser true o false, no '${typeof value}'`);
}

/** A name option: the text, or `undefined` when absent. */
export function textOption(value: unknown, option: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  throw new TypeError(`La opción '${option}' debe ser texto, no '${typeof value}'`);
}

/** A name option: its key, or `''` when absent or blank (no narrowing). */
export function nameOption(value: unknown, option: string): string {
  const text = textOption(value, option);
  return text === undefined ? '' : keyOf(text);
}

/**
 * One pick of `random` over `size` entries: the `i` with `i / size <= r < (i + 1) / size`, so a
 * source answering `k / size` picks entry `k` (a bare `Math.floor(r * size)` can round to `k - 1`).
 * A source that leaves [0, 1) is refused.
 */
export function randomIndex(random: () => number, size: number): number {
  const r = random();
  if (!(r >= 0 && r < 1)) {
    throw new RangeError(`El origen aleatorio debe dar un número en [0, 1), no '${String(r)}'`);
  }
  let index = Math.floor(r * size);
  if (index + 1 < size && (index + 1) / size <= r) index += 1;
  else if (index > 0 && index / size > r) index -= 1;
  return index;
}
