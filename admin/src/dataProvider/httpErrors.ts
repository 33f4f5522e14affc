import { isVersionConflict, type RefusalCode, type RefusalDetails } from '@vegeo/data';
import { HttpError } from 'ra-core';
import { CallableError } from './types.js';

/** HTTP statuses react-admin understands, by callable error code. */
const STATUS: Record<string, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  'resource-exhausted': 429,
  unavailable: 503,
  'deadline-exceeded': 504,
};

/** Messages of our own where the server's is not what a person should read. */
const MESSAGES: Record<string, string> = {
  unauthenticated: 'Su sesión terminó. Inicie sesión de nuevo.',
  'permission-denied': 'Su rol no le permite hacer este cambio.',
  unavailable: 'No hay conexión con el servicio. Intente de nuevo en un momento.',
  'deadline-exceeded': 'El servicio tardó demasiado en responder. Intente de nuevo.',
  internal: 'El servicio tuvo un error interno. Intente de nuevo; si se repite, avise a un administrador.',
};

// Codes whose server message speaks of the transport, not of what the person did.
const OURS = new Set(['unauthenticated', 'unavailable', 'deadline-exceeded', 'internal']);

/** The `details` of a refusal with `code`, as the functions send them; `undefined` for another code. */
function detailsOf<C extends RefusalCode>(error: CallableError, code: C): Partial<RefusalDetails[C]> | undefined {
  const { details } = error;
  return error.code === code && typeof details === 'object' && details !== null ? (details as Partial<RefusalDetails[C]>) : undefined;
}

/**
 * A failed callable as react-admin's `HttpError`: the status of its code (400, 401, 403, 404,
 * 409 …), a Spanish message, and in `body.errors` the message under each form field it
 * concerns (`datos.parroquia` → `parroquia`), so forms show it in place.
 */
export function toHttpError(error: unknown): HttpError {
  if (!(error instanceof CallableError)) {
    return new HttpError(MESSAGES.unavailable, 503, { errors: { root: { serverError: MESSAGES.unavailable } } });
  }
  const status = STATUS[error.code] ?? 500;
  const message = messageOf(error);
  const errors: Record<string, unknown> = { root: { serverError: message } };
  for (const { campo, mensaje } of detailsOf(error, 'invalid-argument')?.problemas ?? []) {
    const field = fieldOf(campo);
    if (field && !(field in errors)) errors[field] = mensaje ?? message;
  }
  const field = fieldOf((detailsOf(error, 'already-exists') ?? detailsOf(error, 'not-found'))?.campo);
  if (field && !(field in errors)) errors[field] = message;
  return new HttpError(message, status, { errors, code: error.code, ...(error.details as object | undefined) });
}

function messageOf(error: CallableError): string {
  const precondition = detailsOf(error, 'failed-precondition');
  if (isVersionConflict(precondition)) {
    return 'Otro usuario cambió este registro mientras usted lo editaba. Lo que usted escribió sigue en el formulario: recargue el registro para ver el cambio y guarde de nuevo.';
  }
  if (precondition?.motivo === 'hijos') {
    return `No se borró: contiene ${childrenText(precondition.municipios ?? 0, precondition.parroquias ?? 0)}. Marque «Borrar también lo que contiene» para borrarlo todo.`;
  }
  if (OURS.has(error.code)) return MESSAGES[error.code] as string;
  return error.message || MESSAGES[error.code] || MESSAGES.internal!;
}

/** `3 municipios y 12 parroquias`, `1 parroquia`. */
export function childrenText(municipios: number, parroquias: number): string {
  const parts = [];
  if (municipios > 0) parts.push(`${municipios} ${municipios === 1 ? 'municipio' : 'municipios'}`);
  if (parroquias > 0 || parts.length === 0) parts.push(`${parroquias} ${parroquias === 1 ? 'parroquia' : 'parroquias'}`);
  return parts.join(' y ');
}

// `datos.parroquia` → `parroquia`; `id` and `datos` alone concern no field of the form.
function fieldOf(campo: string | undefined): string | undefined {
  if (!campo?.startsWith('datos.')) return undefined;
  return campo.slice('datos.'.length) || undefined;
}
