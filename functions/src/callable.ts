import type { CallableName, ResponseOf } from '@vegeo/data';
import { onCall, type CallableRequest } from 'firebase-functions/https';
import { signedIn } from './access.js';
import { requireAppCheck } from './config.js';
import type { Handler } from './deps.js';
import { fail, guard } from './errors.js';
import { checkedBody } from './http.js';

/**
 * A callable module: its handler, loaded on the first call (dynamic import keeps cold start small).
 * Its answer must be what the `Callables` map says `N` answers.
 */
type Load<N extends CallableName> = () => Promise<{ handle: Handler<ResponseOf<N>> }>;

/**
 * The function of one callable: the body is checked before the framework decodes it, every call
 * needs a signed-in user (and an App Check token when `REQUIRE_APP_CHECK` is set), then its
 * handler runs.
 */
export function callable<N extends CallableName>(name: N, load: Load<N>) {
  const inner = onCall((request: CallableRequest) =>
    guard(name, async () => {
      signedIn(request);
      // Read at run time: a parameter read while the function is defined warns at every deploy.
      if (!request.app && requireAppCheck.value()) {
        throw fail('unauthenticated', 'Esta función exige un token de App Check válido');
      }
      const [{ handle }, { runtime }] = await Promise.all([load(), import('./runtime.js')]);
      return handle(await runtime(), request);
    }),
  );
  return checkedBody(inner);
}
