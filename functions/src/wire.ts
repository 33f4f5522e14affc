import { onCall, type CallableRequest } from 'firebase-functions/https';
import { callerOf } from './access.js';
import { requireAppCheck } from './config.js';
import type { Handler } from './deps.js';
import { guard } from './errors.js';

/** A callable module: its handler, loaded on the first call (dynamic import keeps cold start small). */
type Load = () => Promise<{ handle: Handler<unknown> }>;

/** The onCall function of one callable: every call needs a signed-in user, then its handler runs. */
export function callable(name: string, load: Load) {
  return onCall({ enforceAppCheck: requireAppCheck }, (request: CallableRequest) =>
    guard(name, async () => {
      const caller = callerOf(request);
      const [{ handle }, { runtime }, { mirrorOnFirstSight }] = await Promise.all([
        load(),
        import('./runtime.js'),
        import('./mirror.js'),
      ]);
      const deps = await runtime();
      await mirrorOnFirstSight(deps.store, caller);
      return handle(deps, request);
    }),
  );
}
