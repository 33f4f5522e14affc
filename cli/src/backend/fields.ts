import { cancelled, usage } from '../userError.js';
import type { Io } from '../io.js';

/**
 * A required field: the flag's value, else on a terminal a prompt (Ink loads only then), else a
 * usage error naming the flag, so scripts learn what they forgot.
 */
export async function requireField(
  io: Io,
  value: string | undefined,
  flag: string,
  label: string,
  initial?: string,
): Promise<string> {
  if (value !== undefined) {
    if (value.trim() === '') throw usage(`${flag} no puede estar vacío.`);
    return value.trim();
  }
  const { askText, canAsk } = await import('./prompt.js');
  if (!canAsk(io)) throw usage(`Falta ${flag}.`);
  return (await askText(io, label, initial === undefined ? {} : { initial })) ?? Promise.reject(cancelled());
}

/** Confirms a destructive step: `--si`, else a y/n question on a terminal, else a usage error. */
export async function confirmed(io: Io, yes: boolean | undefined, question: string): Promise<boolean> {
  if (yes) return true;
  const { askYesNo, canAsk } = await import('./prompt.js');
  if (!canAsk(io)) throw usage('Sin terminal no se puede confirmar: añada --si.');
  return askYesNo(io, question);
}
