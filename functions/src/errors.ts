import type { RefusalCode, RefusalDetails } from '@vegeo/data';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { unsafeKey } from './input.js';

/**
 * An error the caller sees as is: a standard code and a Spanish message, with the `details` that
 * code carries (`RefusalDetails` of @vegeo/data; codes not there carry none).
 */
export const fail = <C extends FunctionsErrorCode>(
  code: C,
  message: string,
  details?: C extends RefusalCode ? RefusalDetails[C] : never,
): HttpsError => new HttpsError(code, message, details);

/**
 * `data` checked against `schema`; the first problem becomes an `invalid-argument` whose details
 * list every problem by field (`datos.parroquia`). Keys that would reach an object's prototype
 * (`__proto__`) are refused before the schema reads anything.
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const unsafe = unsafeKey(data);
  if (unsafe) {
    throw fail('invalid-argument', `Campo no permitido: '${unsafe.key}'`, { problemas: [{ campo: unsafe.campo, mensaje: 'Campo no permitido' }] });
  }
  // A call without arguments arrives as `null`.
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensaje: issue.message }));
  throw fail('invalid-argument', issues[0]!.mensaje, { problemas: issues });
}

/** Runs `work`; anything but an `HttpsError` is logged and answered as `internal`. */
export async function guard<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error(`${name}: error inesperado`, error);
    throw fail('internal', 'Error interno del servidor; inténtelo de nuevo más tarde');
  }
}
