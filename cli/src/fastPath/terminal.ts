import { fstatSync } from 'node:fs';

/**
 * Whether `fd` is a terminal. Files, pipes and sockets are told apart by fstat; only a character
 * device (a terminal, or /dev/null) needs the tty module, which loads Node's stream modules.
 */
export async function isTerminal(fd: number): Promise<boolean> {
  try {
    if (!fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  const { isatty } = await import('node:tty');
  return isatty(fd);
}
