import { answerQuery, type LoteGeo, type LoteLine, type LoteResponse } from '@vegeo/data';
import type { z } from 'zod';
import { authorize } from '../access.js';
import { buscarRequest, estadoRequest, loteRequest, municipioRequest, parroquiaRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';

/** Each kind of line is held to the schema of its own callable: same bounds, same messages. */
const SCHEMAS = new Map<unknown, z.ZodType>([
  ['estado', estadoRequest],
  ['municipio', municipioRequest],
  ['parroquia', parroquiaRequest],
  ['buscar', buscarRequest],
]);

/**
 * `lote({ consultas })`: up to 1000 queries shaped as `vegeo lote` lines, answered in order as
 * `{ consulta, resultado }` or `{ consulta, error }`. A line is validated exactly as its single
 * callable validates a request (unknown fields refused, `max` at most 100, texts at most 200
 * characters); a bad line gets an `error` line and the batch goes on. Each query counts against
 * the quota.
 */
export const handle: Handler<LoteResponse, 'lookups' | 'quota' | 'store' | 'users'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'viewer');
  const { consultas } = parse(loteRequest, request.data);
  deps.quota.take(caller.uid, consultas.length);
  const geo = await deps.lookups();
  return consultas.map((consulta) => answerLine(geo, consulta));
};

function answerLine(geo: LoteGeo, consulta: unknown): LoteLine {
  const schema = isRecord(consulta) ? SCHEMAS.get(consulta['tipo']) : undefined;
  // Lines that are not objects, or of an unknown kind, get the library's own error line.
  if (!schema || !isRecord(consulta)) return answerQuery(geo, consulta);
  const { tipo: _tipo, ...fields } = consulta;
  const checked = schema.safeParse(fields);
  return checked.success ? answerQuery(geo, consulta) : { consulta, error: checked.error.issues[0]!.message };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
