import { invalidData } from './errors.js';
import type { QuerySpec } from './query.js';

/**
 * The REST query parameters (`orderBy`, `startAt`, `endAt`, `equalTo`, `limitToFirst`,
 * `limitToLast`, values JSON-encoded) as the wire query the SDKs send; undefined without
 * `orderBy`, which the real server requires for filtering.
 */
export function restQuery(params: URLSearchParams): QuerySpec | undefined {
  const orderBy = params.get('orderBy');
  if (orderBy === null) return undefined;
  const index = jsonParam(params, 'orderBy');
  if (typeof index !== 'string') throw invalidData('orderBy must be a JSON string');
  const spec: QuerySpec = {};
  if (index === '$key') spec.i = '.key';
  else if (index === '$value') spec.i = '.value';
  else if (index !== '$priority') spec.i = index;
  const equalTo = jsonParam(params, 'equalTo');
  const startAt = equalTo !== undefined ? equalTo : jsonParam(params, 'startAt');
  const endAt = equalTo !== undefined ? equalTo : jsonParam(params, 'endAt');
  if (startAt !== undefined) spec.sp = startAt;
  if (endAt !== undefined) spec.ep = endAt;
  const first = params.get('limitToFirst');
  const last = params.get('limitToLast');
  if (first !== null) Object.assign(spec, { l: Number(first), vf: 'l' });
  else if (last !== null) Object.assign(spec, { l: Number(last), vf: 'r' });
  return spec;
}

function jsonParam(params: URLSearchParams, name: string): unknown {
  const raw = params.get(name);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidData(`${name} must be valid JSON`);
  }
}
