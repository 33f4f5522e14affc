import type { GeoMeta } from '@vegeo/data';
import type { GeoNode, GeoReadSide } from './types.js';
import { GEO_RESOURCES, metaOf, rowsOf, searchTextOf, type GeoResource, type GeoRow, type RawGeo, type RowsByResource } from './rows.js';

/** What one delivery from the listeners changed: per resource, the ids added, edited or removed. */
export interface GeoDelivery {
  changed: Partial<Record<GeoResource, Set<string>>>;
  meta: boolean;
}

/** `/geo` in memory: the rows of each resource, their index by id and their search text. */
export class GeoSnapshot {
  readonly byId: { [R in GeoResource]: Map<string, RowsByResource[R][number]> };
  private readonly texts = new Map<GeoRow, string>();
  private readonly orders = new Map<string, GeoRow[]>();

  constructor(
    readonly rows: RowsByResource,
    readonly meta: GeoMeta | null,
    /** The records as stored (versions included), what an import's preview reads. */
    readonly raw?: RawGeo,
  ) {
    this.byId = {
      estados: new Map(rows.estados.map((row) => [row.id, row])),
      municipios: new Map(rows.municipios.map((row) => [row.id, row])),
      parroquias: new Map(rows.parroquias.map((row) => [row.id, row])),
    };
  }

  /** The folded text `q` searches in `row` (computed once per snapshot). */
  searchText(resource: GeoResource, row: GeoRow): string {
    let text = this.texts.get(row);
    if (text === undefined) this.texts.set(row, (text = searchTextOf(resource, row)));
    return text;
  }

  /** A sorted copy kept for this snapshot: sorting 1139 rows once, not on every keystroke. */
  sorted(key: string, compute: () => GeoRow[]): GeoRow[] {
    let rows = this.orders.get(key);
    if (!rows) this.orders.set(key, (rows = compute()));
    return rows;
  }
}

const NODES: readonly GeoNode[] = ['estados', 'municipios', 'parroquias', 'meta'];

/**
 * `/geo` as this device last received it, for the same account: the lists paint from it at once
 * while the listeners catch up, and whatever they deliver replaces it.
 */
export interface GeoCopy {
  /** The copy, if this device holds one for the account signed in. */
  read(): Promise<RawGeo | undefined>;
  /** Keeps `raw` (all four nodes, as the listeners delivered them) as the copy. */
  write(raw: RawGeo): void;
  /** Forgets the copy (the listeners were refused: the account may no longer read). */
  clear(): void;
}

/** How long the data must sit still before the copy is written again (writing it takes the main thread some milliseconds). */
export const COPY_WRITE_DELAY_MS = 2000;

/** A record as a callable answered it, shown over what the listeners delivered until they reach its version. */
interface Saved {
  resource: GeoResource;
  id: string;
  record: object;
  version: number;
}

/**
 * Keeps one listener per `/geo` node, started on the first `load()`, and the snapshot built
 * from what they last delivered and the records saved here they have not delivered yet.
 * Subscribers hear each change once the four nodes are loaded, and only when something moved.
 */
export class LiveGeo {
  private raw: Partial<RawGeo> = {};
  private readonly saved = new Map<string, Saved>();
  private current: GeoSnapshot | undefined;
  private stops: (() => void)[] = [];
  private waiting: { resolve: (snapshot: GeoSnapshot) => void; reject: (error: Error) => void }[] = [];
  private readonly subscribers = new Set<(change: GeoDelivery) => void>();
  /** The nodes the listeners have delivered since they started (the rest, if any, are the copy's). */
  private readonly live = new Set<GeoNode>();
  private copyTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by `stop()`: a copy read for an earlier session is dropped. */
  private session = 0;
  private readonly copyWatchers = new Set<() => void>();

  constructor(
    private readonly read: GeoReadSide,
    private readonly copy?: GeoCopy,
  ) {}

  /** The snapshot, once all four nodes have been delivered (starting the listeners if needed). */
  load(): Promise<GeoSnapshot> {
    if (this.current) return Promise.resolve(this.current);
    const loaded = new Promise<GeoSnapshot>((resolve, reject) => this.waiting.push({ resolve, reject }));
    if (this.stops.length === 0) this.start();
    return loaded;
  }

  /** The last snapshot, if loaded. */
  peek(): GeoSnapshot | undefined {
    return this.current;
  }

  /** Hears every change after the first load; returns the unsubscribe. */
  subscribe(listener: (change: GeoDelivery) => void): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  /**
   * A record as a callable stored it, at `version`: the snapshot shows it at once. The listeners'
   * later delivery of that version changes nothing, and one still behind it does not roll it
   * back; once they have reached it (this record, or `/geo/meta`, at that version or newer) they
   * are the source again, so a newer change by someone else is never hidden.
   */
  save(resource: GeoResource, id: string, record: object, version: number): void {
    if (!this.current || reached(this.raw as RawGeo, resource, id, version)) return;
    this.saved.set(`${resource}/${id}`, { resource, id, record, version });
    this.rebuild();
  }

  /** Whether the snapshot holds some of the device's copy still: a listener has not delivered yet. */
  get fromCopy(): boolean {
    return this.current !== undefined && this.live.size < NODES.length;
  }

  /** Hears `fromCopy` change; returns the unsubscribe. */
  watchCopy(listener: () => void): () => void {
    this.copyWatchers.add(listener);
    return () => this.copyWatchers.delete(listener);
  }

  /** Detaches the listeners and forgets the data in memory (on sign-out); the device's copy stays. */
  stop(): void {
    const wasFromCopy = this.fromCopy;
    for (const stop of this.stops) stop();
    this.stops = [];
    this.raw = {};
    this.saved.clear();
    this.current = undefined;
    this.live.clear();
    clearTimeout(this.copyTimer);
    this.session++;
    if (wasFromCopy) this.tellCopy();
  }

  private tellCopy(): void {
    for (const listener of this.copyWatchers) listener();
  }

  private start(): void {
    this.stops = NODES.map((node) =>
      this.read.listen(
        node,
        (value) => this.deliver(node, value),
        (error) => this.fail(error),
      ),
    );
    const session = this.session;
    this.copy?.read().then(
      (copied) => {
        // Only before the listeners have built a snapshot: the copy never replaces what they delivered.
        if (!copied || session !== this.session || this.current) return;
        this.raw = { ...copied, ...this.raw };
        this.rebuild();
        this.tellCopy();
      },
      () => undefined, // no copy, or one that cannot be read (damaged): the listeners alone, as on a new device
    );
  }

  private deliver(node: GeoNode, value: unknown): void {
    const wasFromCopy = this.fromCopy;
    this.raw = { ...this.raw, [node]: value ?? null };
    this.live.add(node);
    if (this.live.size === NODES.length) this.keepCopy();
    if (!NODES.every((name) => name in this.raw)) return;
    // Judged by their own node's delivery only: `/geo/meta` may arrive before the records it counts.
    for (const [key, saved] of this.saved) if (saved.resource === node && reached(this.raw as RawGeo, node, saved.id, saved.version)) this.saved.delete(key);
    this.rebuild();
    if (wasFromCopy && !this.fromCopy) this.tellCopy();
  }

  private rebuild(): void {
    const raw = { ...(this.raw as RawGeo) };
    for (const { resource, id, record } of this.saved.values()) raw[resource] = { ...(raw[resource] as object), [id]: record };
    const previous = this.current;
    const next = new GeoSnapshot(rowsOf(raw), metaOf(raw), raw);
    const change = previous && changeBetween(previous, next);
    // Nothing moved (a delivery of what a save already showed): the same snapshot, no one told.
    if (change && !change.meta && Object.keys(change.changed).length === 0) return;
    this.current = next;
    for (const { resolve } of this.waiting.splice(0)) resolve(next);
    if (change) for (const subscriber of this.subscribers) subscriber(change);
  }

  /** Writes the copy once the data has sat still a while: only what the listeners delivered, never a save shown ahead of them. */
  private keepCopy(): void {
    if (!this.copy) return;
    clearTimeout(this.copyTimer);
    const raw = this.raw as RawGeo;
    this.copyTimer = setTimeout(() => this.copy?.write(raw), COPY_WRITE_DELAY_MS);
  }

  // A cancelled listener (signed out, rules) drops everything, the device's copy too: the next load listens again.
  private fail(error: Error): void {
    this.stop();
    this.copy?.clear();
    for (const { reject } of this.waiting.splice(0)) reject(error);
  }
}

/** Whether what the listeners delivered holds `resource/id` at `version` or later (or gone after it). */
function reached(raw: RawGeo, resource: GeoResource, id: string, version: number): boolean {
  const record = (raw[resource] as Record<string, { version?: number }> | null)?.[id];
  return record ? (record.version ?? 0) >= version : (metaOf(raw)?.version ?? 0) >= version;
}

function changeBetween(before: GeoSnapshot, after: GeoSnapshot): GeoDelivery {
  const changed: GeoDelivery['changed'] = {};
  for (const resource of GEO_RESOURCES) {
    const ids = new Set<string>();
    const old: Map<string, GeoRow> = before.byId[resource];
    const now: Map<string, GeoRow> = after.byId[resource];
    for (const [id, row] of now) if (JSON.stringify(row) !== JSON.stringify(old.get(id))) ids.add(id);
    for (const id of old.keys()) if (!now.has(id)) ids.add(id);
    if (ids.size > 0) changed[resource] = ids;
  }
  return { changed, meta: JSON.stringify(before.meta) !== JSON.stringify(after.meta) };
}
