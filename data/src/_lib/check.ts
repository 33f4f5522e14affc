import { keyOf } from './keyOf.js';

// The one error policy of the lookups: a wrong type is a TypeError with a Spanish message.

/** The name argument as lookups see it: a key, or `''` when no name was given. */
export function nameKey(nombre: unknown): string {
  if (typeof nombre === 'string') return keyOf(nombre);
  if (nombre === undefined || nombre === null) return '';
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

/** A name option: its key, or `''` when absent or blank (no narrowing). */
export function nameOption(value: unknown, option: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return keyOf(value);
  throw new TypeError(`La opción '${option}' debe ser texto, no '${typeof value}'`);
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
