import { toFlat, type GeoTree, type PaisData, type RegistroResponse } from '@vegeo/data';
import { logger } from 'firebase-functions/logger';
import type { Caller } from '../access.js';
import { fail } from '../errors.js';
import type { AuditRecord, GeoStore } from '../geo-store.js';
import type { Change } from './plans.js';
import { applyWrites, COLLECTION, treeOf, type Writes } from './tree.js';

export interface CommitDeps {
  store: GeoStore;
  clock: () => number;
  /** The dataset `/geo` starts from when it is still empty. */
  embedded: PaisData;
}

const stale = (current: number) =>
  fail('failed-precondition', `Los datos cambiaron (versión ${current}); vuelva a leerlos e inténtelo de nuevo`, { version: current });

/**
 * Applies one change made against `version`: reads `/geo`, refuses a stale version, plans the
 * change (`plan` validates and may throw), claims `version + 1` in a transaction so that two
 * racing writers can't both win, then writes the records, `/geo/meta` and the `/audit` entry
 * in ONE multi-path update. While `/geo` is empty it starts from the embedded dataset (version 0)
 * and that first change writes the whole tree.
 */
export async function commitChange(
  deps: CommitDeps,
  caller: Caller,
  version: number,
  plan: (tree: GeoTree) => Change,
): Promise<RegistroResponse> {
  const stored = await deps.store.readGeo();
  const empty = !stored?.estados;
  const tree = empty ? toFlat(deps.embedded, { version: 0 }) : treeOf(stored);
  if (empty && stored?.meta?.version) tree.meta.version = stored.meta.version;
  if (tree.meta.version !== version) throw stale(tree.meta.version);

  const change = plan(tree);
  if (!(await deps.store.claimVersion(version))) throw stale((await deps.store.readGeo())?.meta?.version ?? 0);

  const at = deps.clock();
  const after = applyWrites(tree, change.writes);
  const meta = { ...after.meta, version: version + 1, updatedAt: at };
  const entry: AuditRecord = {
    at,
    uid: caller.uid,
    ...(caller.email ? { email: caller.email } : {}),
    accion: change.accion,
    tipo: change.tipo,
    id: change.id,
    version: meta.version,
    ...(change.cascada ? { cascada: true } : {}),
    ...sides(tree, change.writes),
  };
  const audit = `audit/${deps.store.newAuditKey()}`;
  const patch: Record<string, unknown> = empty
    ? { geo: { ...after, meta }, [audit]: entry }
    : { ...pathsOf(change.writes), 'geo/meta': meta, [audit]: entry };
  try {
    await deps.store.update(patch);
  } catch (error) {
    // The version is claimed but nothing else written: no data lost, readers just re-read.
    logger.error(`No se pudo escribir la versión ${meta.version}`, error);
    throw error;
  }
  const writes = change.writes[COLLECTION[change.tipo]];
  return {
    tipo: change.tipo,
    id: change.id,
    registro: writes[change.id] ?? null,
    version: meta.version,
    borrados: Object.values(change.writes).reduce((n, records) => n + Object.values(records).filter((r) => r === null).length, 0),
  };
}

function pathsOf(writes: Writes): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [collection, records] of Object.entries(writes)) {
    for (const [id, record] of Object.entries(records)) paths[`geo/${collection}/${id}`] = record;
  }
  return paths;
}

/** What the change touched, before and after; empty sides are left out (RTDB drops them anyway). */
function sides(tree: GeoTree, writes: Writes): Pick<AuditRecord, 'antes' | 'despues'> {
  const antes: Record<string, Record<string, unknown>> = {};
  const despues: Record<string, Record<string, unknown>> = {};
  for (const collection of ['estados', 'municipios', 'parroquias'] as const) {
    for (const [id, record] of Object.entries(writes[collection])) {
      const before = tree[collection][id];
      if (before) (antes[collection] ??= {})[id] = before;
      if (record) (despues[collection] ??= {})[id] = record;
    }
  }
  return {
    ...(Object.keys(antes).length ? { antes } : {}),
    ...(Object.keys(despues).length ? { despues } : {}),
  };
}
