/**
 * Exit codes of the commands that talk to a backend, beside the lookups' 0 found, 1 not found
 * and 2 usage error: 1 also for a refusal (permission, version conflict, existing data); 6, of
 * every command, when its output could not be written (a full disk).
 */
export const EXIT = { refused: 1, usage: 2, auth: 3, unreachable: 4, server: 5, output: 6 } as const;

/** A problem the user caused or can fix: one Spanish line on stderr and an exit code, no stack. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(oneLine(message));
    this.name = 'UserError';
  }
}

/** Messages travel on one line: the server's may hold newlines, ours never do. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

const NOT_LOGGED_IN = 'No ha iniciado sesión; use «vegeo login».';

/** Not signed in at all. */
export const notLoggedIn = (): UserError => new UserError(NOT_LOGGED_IN, EXIT.auth);

/** The session can't be renewed: the refresh token was revoked or the account removed. */
export const sessionExpired = (): UserError =>
  new UserError('La sesión expiró; vuelva a iniciar sesión con «vegeo login».', EXIT.auth);

/** Bad flags or arguments found after commander parsed them. */
export const usage = (message: string): UserError => new UserError(message, EXIT.usage);

/** A prompt left with Esc or Ctrl+C. */
export const cancelled = (): UserError => new UserError('Cancelado.', EXIT.refused);
