/**
 * A failure the server reports to a client instead of crashing: `status` is the wire status
 * string the real server sends (`permission_denied`, `invalid_data`, `datastale`, …) and the
 * message is its human-readable explanation.
 */
export class DatabaseError extends Error {
  readonly status: string;

  constructor(status: string, message: string) {
    super(message);
    this.name = 'DatabaseError';
    this.status = status;
  }
}

/** Data, key or path the real server would reject as malformed. */
export function invalidData(message: string): DatabaseError {
  return new DatabaseError('invalid_data', message);
}

export function permissionDenied(): DatabaseError {
  return new DatabaseError('permission_denied', 'Permission denied');
}

/** Maps any thrown value to a DatabaseError, keeping unexpected ones visible in the text. */
export function toDatabaseError(error: unknown): DatabaseError {
  if (error instanceof DatabaseError) return error;
  const text = error instanceof Error ? error.message : String(error);
  return new DatabaseError('internal_error', text);
}
