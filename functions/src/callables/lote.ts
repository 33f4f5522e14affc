import { answerQuery, type LoteResponse } from '@vegeo/data';
import { callerOf } from '../access.js';
import { loteRequest } from '../contracts.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { LIMITS } from '../limits.js';

/**
 * `lote({ consultas })`: up to 1000 queries shaped as `vegeo lote` lines, answered in order as
 * `{ consulta, resultado }` or `{ consulta, error }`, exactly as the CLI answers them. Each query
 * counts against the quota.
 */
export const handle: Handler<LoteResponse, 'lookups' | 'quota'> = async (deps, request) => {
  const caller = callerOf(request);
  const { consultas } = parse(loteRequest, request.data);
  deps.quota.take(caller.uid, consultas.length);
  const geo = await deps.lookups();
  return consultas.map((consulta) => {
    const problem = oversized(consulta);
    return problem ? { consulta, error: problem } : answerQuery(geo, consulta);
  });
};

/** Texts past the bound are refused per line, so one long name can't slow the whole batch. */
function oversized(consulta: unknown): string | undefined {
  if (typeof consulta !== 'object' || consulta === null) return undefined;
  const { nombre, opciones } = consulta as { nombre?: unknown; opciones?: unknown };
  if (typeof nombre === 'string' && nombre.length > LIMITS.texto) {
    return `El nombre no puede pasar de ${LIMITS.texto} caracteres`;
  }
  if (typeof opciones !== 'object' || opciones === null) return undefined;
  const long = Object.entries(opciones).find(([, value]) => typeof value === 'string' && value.length > LIMITS.texto);
  return long ? `La opción '${long[0]}' no puede pasar de ${LIMITS.texto} caracteres` : undefined;
}
