import type { LoteGeo, PaisData } from '@vegeo/data';
import type { CallRequest } from './access.js';
import type { Store, UserDirectory } from './store.js';
import type { Quota } from './quota.js';

/** Everything a handler may use, injected so that tests call handlers directly. */
export interface Deps {
  store: Store;
  users: UserDirectory;
  /** The lookups over the current `/geo` (the embedded dataset while it is empty). */
  lookups: () => Promise<LoteGeo>;
  quota: Quota;
  /** Milliseconds since the epoch. */
  clock: () => number;
  /** The dataset `/geo` starts from while it is empty. */
  embedded: PaisData;
}

/** A callable's logic: plain async function of its dependencies and the request. */
export type Handler<T, D extends keyof Deps = keyof Deps> = (deps: Pick<Deps, D>, request: CallRequest) => Promise<T>;
