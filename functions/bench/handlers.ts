// What the benchmark drives in process: the real handlers over the real lookups, no Firebase.
import { createGeo, pais } from '@vegeo/data';
import { handle as buscar } from '../src/callables/buscar.js';
import { handle as estado } from '../src/callables/estado.js';
import { handle as lote } from '../src/callables/lote.js';
import { handle as municipio } from '../src/callables/municipio.js';
import { handle as parroquia } from '../src/callables/parroquia.js';
import { windowQuota } from '../src/quota.js';

export const handlers = { estado, municipio, parroquia, buscar, lote };

/** One signed-in viewer, as the /users mirror holds them once their listener is live. */
const viewer = { role: 'viewer' as const };

export function benchDeps() {
  const geo = createGeo(pais);
  return {
    lookups: async () => geo,
    quota: windowQuota(Number.MAX_SAFE_INTEGER, Date.now),
    store: { readUser: async () => viewer, update: async () => {} },
    users: { find: async () => null },
  };
}

export const request = (data: unknown) => ({ auth: { uid: 'bench', token: { role: 'viewer' } }, data });
