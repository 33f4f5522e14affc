import type { LoteGeo } from '@vegeo/data';
import type { z } from 'zod';
import { authorize } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';

/**
 * The handler of one lookup callable: a signed-in, enabled caller, valid input, one unit of
 * quota, then `run` over the in-memory lookups.
 */
export function lookupHandler<S extends z.ZodType, T>(
  schema: S,
  run: (lookups: LoteGeo, request: z.output<S>) => T,
): Handler<T, 'lookups' | 'quota' | 'store' | 'users'> {
  return async (deps, request) => {
    const caller = await authorize(deps, request, 'viewer');
    const data = parse(schema, request.data);
    deps.quota.take(caller.uid, 1);
    return run(await deps.lookups(), data);
  };
}
