import { DatabaseError } from './errors.js';
import type { QuerySpec } from './query.js';

/**
 * The REST query parameters (`orderBy`, `startAt`, `endAt`, `equalTo`, `limitToFirst`,
 * `limitToLast`, values JSON-encoded) as the wire query the SDKs send; undefined without
 * `orderBy`, which the real server requires for filtering.
 */
export function restQuery(params: URLSearchParams): QuerySpec | undefined {
  const orderBy = params.get('orderBy');
  if (orderBy === null) {
    const filter = FILTERS.find((name) => params.has(name));
    if (filter) throw invalidQuery('orderBy must be defined when other query parameters are defined');
    return undefined;
  }
  const index = jsonParam(params, 'orderBy');
  if (typeof index !== 'string') throw invalidQuery('orderBy must be a valid JSON encoded path');
  const spec: QuerySpec = {};
  if (index === '$key') spec.i = '.key';
  else if (index === '$value') spec.i = '.value';
  else if (index !== '$priority') spec.i = index;
  const equalTo = jsonParam(params, 'equalTo');
  const startAt = equalTo !== undefined ? equalTo : jsonParam(params, 'startAt');
  const endAt = equalTo !== undefined ? equalTo : jsonParam(params, 'endAt');
  if (startAt !== undefined) spec.sp = startAt;
  if (endAt !== undefined) spec.ep = endAt;
  const first = limitParam(params, 'limitToFirst');
  const last = limitParam(params, 'limitToLast');
  if (first !== undefined && last !== undefined) throw invalidQuery('limitToFirst and limitToLast cannot both be defined');
  if (first !== undefined) Object.assign(spec, { l: first, vf: 'l' });
  else if (last !== undefined) Object.assign(spec, { l: last, vf: 'r' });
  return spec;
}

const FILTERS = ['startAt', 'endAt', 'equalTo', 'limitToFirst', 'limitToLast'];

function invalidQuery(message: string): DatabaseError {
  return new DatabaseError('invalid_query', message);
}

/** A limit is a positive integer, as the SDKs' `limitToFirst`/`limitToLast` require. */
function limitParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(limit) || limit < 1) throw invalidQuery(`${name} must be a positive integer`);
  return limit;
}

function jsonParam(params: URLSearchParams, name: string): unknown {
  const raw = params.get(name);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidQuery(`${name} must be valid JSON`);
  }
}
