import { COLLECTION, COLLECTIONS, toFlat, type PaisData, type RegistroResponse } from '@vegeo/data';
import type { Caller } from '../access.js';
import { fail } from '../errors.js';
import type { AuditRecord, Store } from '../store.js';
import type { Change } from './plans.js';
import { applyWrites, treeOf, type RecordsTree, type Writes } from './tree.js';

export interface CommitDeps {
  store: Pick<Store, 'readGeo' | 'commit' | 'newAuditKey'>;
  clock: () => number;
  /** The dataset `/geo` starts from when it is still empty. */
  embedded: PaisData;
}

/**
 * How long a change keeps trying while others land before it (each attempt re-plans): well inside
 * a callable's 60 s limit, and long enough for the last of twenty editors saving at once on a
 * busy instance.
 */
const PATIENCE_MS = 40_000;

/**
 * Applies one change: plans it over `/geo` as it is (`plan` validates, and refuses a record whose
 * version moved since the caller read it), then writes the records, `/geo/meta`, the id
 * sequences and one `/audit` entry in ONE update that the database accepts only while
 * `/geo/meta/version` is still the one planned over. So no reader ever sees a version without its
 * data, and no change is planned over data another change has already replaced. When another
 * change lands first, this one is planned again over the new data: unrelated changes both
 * succeed; one that touched the same record makes the re-plan refuse it. While `/geo` is empty
 * the change starts from the embedded dataset and writes the whole tree.
 */
export async function commitChange(
  deps: CommitDeps,
  caller: Caller,
  plan: (tree: RecordsTree) => Change,
  nota?: string,
): Promise<RegistroResponse> {
  const { change, written, version } = await commitPlanned(deps, caller, (tree) => ({ change: plan(tree), result: undefined }), nota);
  return answer(change!, written!, version!);
}

/** What {@link commitPlanned} wrote: nothing (`change` null) when the plan had nothing to write. */
export interface Committed<R> {
  result: R;
  change: Change | null;
  written: Writes | null;
  version: number | null;
  key: string | null;
}

/**
 * As `commitChange`, for a plan that may write nothing (`change: null`, then nothing is
 * committed) and answers more than the change (`result`, from the plan that was committed).
 */
export function commitPlanned<R>(
  deps: CommitDeps,
  caller: Caller,
  plan: (tree: RecordsTree) => { change: Change | null; result: R },
  nota?: string,
): Promise<Committed<R>> {
  // The changes of one instance take turns: planned over the same data, they would only collide.
  return inTurn(deps.store, () => attempt(deps, caller, plan, nota));
}

async function attempt<R>(deps: CommitDeps, caller: Caller, plan: (tree: RecordsTree) => { change: Change | null; result: R }, nota?: string): Promise<Committed<R>> {
  const deadline = deps.clock() + PATIENCE_MS;
  for (let attempt = 1; ; attempt++) {
    const stored = await deps.store.readGeo();
    const empty = !stored?.estados;
    const tree: RecordsTree = empty
      ? { ...toFlat(deps.embedded, { version: stored?.meta?.version ?? 0 }), secuencias: { ...stored?.secuencias } }
      : treeOf(stored);
    const { change, result } = plan(tree);
    if (!change) return { result, change: null, written: null, version: null, key: null };
    const base = tree.meta.version;
    const at = deps.clock();
    const key = deps.store.newAuditKey();
    const { patch, written } = patchOf(tree, change, { version: base + 1, at, caller, nota, key, whole: empty });
    if (await deps.store.commit(base, patch)) return { result, change, written, version: base + 1, key };
    if (deps.clock() > deadline) {
      throw fail('aborted', 'Hay muchos cambios a la vez y este no pudo guardarse; inténtelo de nuevo en unos segundos');
    }
    await pause();
  }
}

interface Stamp {
  version: number;
  at: number;
  caller: Caller;
  nota: string | undefined;
  key: string;
  /** Write all of `/geo` (it was empty). */
  whole: boolean;
}

/** The one update of a change, and its records as written (each stamped with the new version). */
function patchOf(tree: RecordsTree, change: Change, stamp: Stamp) {
  const written: Writes = { estados: {}, municipios: {}, parroquias: {} };
  for (const collection of COLLECTIONS) {
    for (const [id, record] of Object.entries(change.writes[collection])) {
      (written[collection] as Record<string, unknown>)[id] = record && { ...record, version: stamp.version };
    }
  }
  const after = applyWrites(tree, written);
  const meta = { ...after.meta, version: stamp.version, updatedAt: stamp.at };
  const { caller } = stamp;
  const entry: AuditRecord = {
    at: stamp.at,
    uid: caller.uid,
    ...(caller.email ? { email: caller.email } : {}),
    accion: change.accion,
    tipo: change.tipo,
    id: change.id,
    version: stamp.version,
    ...(change.cascada ? { cascada: true } : {}),
    ...(change.restaura ? { restaura: change.restaura } : {}),
    ...(stamp.nota ? { nota: stamp.nota } : {}),
    ...sides(tree, written),
  };
  const audit = { [`audit/${stamp.key}`]: entry };
  if (stamp.whole) {
    const secuencias = { ...tree.secuencias, ...change.secuencias };
    const { estados, municipios, parroquias } = after;
    return { patch: { geo: { estados, municipios, parroquias, meta, secuencias }, ...audit }, written };
  }
  const patch: Record<string, unknown> = { 'geo/meta': meta, ...audit };
  for (const [collection, records] of Object.entries(written)) {
    for (const [id, record] of Object.entries(records)) patch[`geo/${collection}/${id}`] = record;
  }
  for (const [key, last] of Object.entries(change.secuencias)) patch[`geo/secuencias/${key}`] = last;
  return { patch, written };
}

function answer(change: Change, written: Writes, version: number): RegistroResponse {
  return {
    tipo: change.tipo,
    id: change.id,
    registro: written[COLLECTION[change.tipo]][change.id] ?? null,
    version,
    borrados: Object.values(written).reduce((n, records) => n + Object.values(records).filter((r) => r === null).length, 0),
  };
}

/** What the change touched, before and after; empty sides are left out (RTDB drops them anyway). */
function sides(tree: RecordsTree, writes: Writes): Pick<AuditRecord, 'antes' | 'despues'> {
  const antes: Record<string, Record<string, unknown>> = {};
  const despues: Record<string, Record<string, unknown>> = {};
  for (const collection of COLLECTIONS) {
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

const turns = new WeakMap<object, Promise<unknown>>();

/** Runs `work` after every earlier work under `key` has settled. */
function inTurn<T>(key: object, work: () => Promise<T>): Promise<T> {
  const run = (turns.get(key) ?? Promise.resolve()).then(work, work);
  turns.set(key, run.catch(() => undefined));
  return run;
}

/**
 * A short jittered wait, so racing instances spread out. It does not grow with the attempts: an
 * old change waiting no longer than a new one keeps every instance's chance of landing even.
 */
const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
