import { isVersionConflict } from '@vegeo/data';
import { EXIT, UserError } from '../../userError.js';

/** How each callable status reads in Spanish and which exit code it takes. */
const STATUSES: Record<string, { prefix: string; exitCode: number }> = {
  UNAUTHENTICATED: { prefix: 'Sesión no válida', exitCode: EXIT.auth },
  PERMISSION_DENIED: { prefix: 'Permiso denegado', exitCode: EXIT.refused },
  NOT_FOUND: { prefix: 'No encontrado', exitCode: EXIT.refused },
  ALREADY_EXISTS: { prefix: 'Ya existe', exitCode: EXIT.refused },
  FAILED_PRECONDITION: { prefix: 'Rechazado', exitCode: EXIT.refused },
  ABORTED: { prefix: 'Conflicto', exitCode: EXIT.refused },
  INVALID_ARGUMENT: { prefix: 'Datos no válidos', exitCode: EXIT.usage },
  OUT_OF_RANGE: { prefix: 'Datos no válidos', exitCode: EXIT.usage },
  RESOURCE_EXHAUSTED: { prefix: 'Límite de consultas alcanzado', exitCode: EXIT.unreachable },
  UNAVAILABLE: { prefix: 'Servicio no disponible', exitCode: EXIT.unreachable },
  DEADLINE_EXCEEDED: { prefix: 'Tiempo de espera agotado', exitCode: EXIT.unreachable },
};

const DEFAULT_MESSAGE: Record<string, string> = {
  UNAUTHENTICATED: 'inicie sesión de nuevo con «vegeo login»',
  PERMISSION_DENIED: 'su rol no permite esta operación',
  NOT_FOUND: 'el servicio o el registro no existe',
};

/**
 * A callable's refusal as the user reads it, keeping its status and details for the code.
 * `resent`: the answer came to a second sending, after the first met a transient failure; a
 * refusal may then be of the first sending's own change (applied, its answer lost).
 */
export class CallableError extends UserError {
  constructor(
    message: string,
    exitCode: number,
    readonly status: string,
    readonly details: unknown,
    readonly resent = false,
  ) {
    super(message, exitCode);
    this.name = 'CallableError';
  }
}

/** The `error` member of a callable's answer: `{ status, message, details }`. */
export interface CallableFailure {
  status?: string;
  message?: string;
  details?: unknown;
}

/**
 * A callable's error as a one-line Spanish message and exit code. The functions already answer
 * in Spanish, so their message is kept behind a prefix naming the kind of failure; a stale
 * `version` (failed-precondition with `motivo: 'version'`) reads as a version conflict.
 *
 * @example fromCallable({ status: 'PERMISSION_DENIED', message: 'Esta operación requiere el rol editor' })
 * // CallableError('Permiso denegado: Esta operación requiere el rol editor.', 1, 'PERMISSION_DENIED')
 */
export function fromCallable(failure: CallableFailure, resent = false): CallableError {
  const status = failure.status ?? 'INTERNAL';
  // Own entries only: a status sent as `constructor` is an unknown one, not an object member.
  const known = Object.hasOwn(STATUSES, status) ? STATUSES[status] : undefined;
  const message = (failure.message || (Object.hasOwn(DEFAULT_MESSAGE, status) ? DEFAULT_MESSAGE[status] : '') || 'error interno del servidor').trim();
  const conflict = status === 'FAILED_PRECONDITION' && isVersionConflict(failure.details);
  const prefix = conflict ? 'Conflicto de versión' : (known?.prefix ?? 'Error del servidor');
  const exitCode = known?.exitCode ?? EXIT.server;
  const resentNote = resent && exitCode === EXIT.refused ? ` ${RESENT_NOTE}` : '';
  return new CallableError(`${prefix}: ${withStop(message)}${resentNote}`, exitCode, status, failure.details, resent);
}

/** Said after a refusal of a second sending: it may be the first sending's own change. */
const RESENT_NOTE = 'Se envió dos veces por un fallo transitorio del servidor: puede que el primer envío ya se aplicara.';

const withStop = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
