import type { CallableName } from '@vegeo/data';
import { ConnectionError, type HttpAnswer } from './http.js';

/**
 * The callables a second sending cannot apply twice: the reads, and the record writes, whose
 * second sending after a first one applied is refused (a stale `version` for editar and borrar,
 * the name already taken under the parent for crear; a gone record is not found). The account
 * callables are not sent again. Nor is `lote` here: a batch tries a transient failure again
 * itself, seconds apart and saying so (remoteLote); sent again here too, each of its tries would
 * be three sendings.
 */
const RESENDABLE: ReadonlySet<CallableName> = new Set<CallableName>([
  'estado',
  'municipio',
  'parroquia',
  'buscar',
  'auditoria',
  'usuarios',
  'crearRegistro',
  'editarRegistro',
  'borrarRegistro',
  // Each step already in effect is answered `ya` and writes nothing.
  'importarRegistros',
]);

/** The pause before each further sending: three sendings at most, in under two seconds. */
export const RESEND_PAUSES_MS: readonly number[] = [250, 1000];

/** Whether `name` may be sent again after a transient failure. */
export const resendable = (name: CallableName): boolean => RESENDABLE.has(name);

/**
 * Whether an answer is the infrastructure's, not the function's: a 500, 502, 503 or 504 without
 * the callable protocol's `error` (the Functions emulator answers its own 500 when its request to
 * the function's worker breaks; Google's front ends answer 502-504), or the protocol's
 * `UNAVAILABLE`. A function's own failure always carries `error` with its status: an `internal`
 * with its message is never taken as transient, nor is any refusal (4xx).
 */
export function transientAnswer(answer: HttpAnswer): boolean {
  const error = (answer.body as { error?: { status?: unknown } } | undefined)?.error;
  const callableStatus = typeof error === 'object' && error !== null ? error.status : undefined;
  if (callableStatus !== undefined) return callableStatus === 'UNAVAILABLE';
  return [500, 502, 503, 504].includes(answer.status);
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer of `send`, sent again after a pause while it meets a transient failure (a
 * transient answer, or a connection dropped once open) and `again` allows. `resent`: the answer
 * came to a later sending. A lasting failure ends as the last one did: the answer, or the
 * `ConnectionError`.
 */
export async function resending(again: boolean, send: () => Promise<HttpAnswer>): Promise<{ answer: HttpAnswer; resent: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const last = !again || attempt === RESEND_PAUSES_MS.length;
    try {
      const answer = await send();
      if (last || !transientAnswer(answer)) return { answer, resent: attempt > 0 };
    } catch (error) {
      if (last || !(error instanceof ConnectionError && error.dropped)) throw error;
    }
    await pause(RESEND_PAUSES_MS[attempt]!);
  }
}
