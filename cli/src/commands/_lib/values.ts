import type { Tipo } from '@vegeo/data';

// Option values the lookup commands accept, checked the same way with or without commander.

/** `--tipo`'s choices. */
export const TIPOS: readonly Tipo[] = ['estado', 'municipio', 'parroquia'];

/** `--max`: a whole number from 1 up, or `undefined` when `value` is not one. */
export function maxFrom(value: string): number | undefined {
  const max = Number(value);
  return /^\d+$/.test(value.trim()) && Number.isSafeInteger(max) && max >= 1 ? max : undefined;
}
