import type { LoteGeo } from '@vegeo/data';
import type { z } from 'zod';
import { callerOf } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';

/**
 * The handler of one lookup callable: signed-in caller, valid input, one unit of quota, then
 * `run` over the in-memory lookups.
 */
export function lookupHandler<S extends z.ZodType, T>(
  schema: S,
  run: (lookups: LoteGeo, request: z.output<S>) => T,
): Handler<T, 'lookups' | 'quota'> {
  return async (deps, request) => {
    const caller = callerOf(request);
    const data = parse(schema, request.data);
    deps.quota.take(caller.uid, 1);
    return run(await deps.lookups(), data);
  };
}
