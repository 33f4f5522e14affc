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

/** A callable's refusal as the user reads it, keeping its status and details for the code. */
export class CallableError extends UserError {
  constructor(
    message: string,
    exitCode: number,
    readonly status: string,
    readonly details: unknown,
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
export function fromCallable(failure: CallableFailure): CallableError {
  const status = failure.status ?? 'INTERNAL';
  const known = STATUSES[status];
  const message = (failure.message || DEFAULT_MESSAGE[status] || 'error interno del servidor').trim();
  const conflict = status === 'FAILED_PRECONDITION' && isVersionConflict(failure.details);
  const prefix = conflict ? 'Conflicto de versión' : (known?.prefix ?? 'Error del servidor');
  return new CallableError(`${prefix}: ${withStop(message)}`, known?.exitCode ?? EXIT.server, status, failure.details);
}

const withStop = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
