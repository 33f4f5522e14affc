import { type DataNode, childKeys, childOf, isBranch, leafValue, priorityOf } from './node.js';
import { type Path, contains, overlaps, pathToString, relative } from './path.js';
import { type QuerySpec, applyQuery } from './query.js';
import { getAt } from './tree.js';

/**
 * A server push: `d` overwrites the location, `m` merges children (relative paths) into it,
 * `c` revokes a listen (`q` carries the revoked query), `ac` revokes the credential.
 */
export type Push =
  | { action: 'd' | 'm' | 'c'; body: { p: string; d?: unknown; t?: number; q?: unknown[] } }
  | { action: 'ac'; body: { s: string; d: string } };

/** Where a listener's pushes go (a WebSocket session). */
export interface PushTarget {
  push(message: Push): void;
  /** Drops listens the current rules no longer allow. */
  revalidate(): void;
}

/** One active listen: a location, and for queries the query and the tag the SDK gave it. */
export interface Listener {
  readonly path: Path;
  readonly query?: { spec: QuerySpec; tag: number };
  readonly target: PushTarget;
}

/** What a listener sees of a tree: its location, narrowed by its query. */
export function viewOf(listener: Listener, root: DataNode): DataNode {
  const node = getAt(root, listener.path);
  return listener.query ? applyQuery(node, listener.query.spec) : node;
}

/** A committed change: locations written under `base`, as a set (`merge` false) or an update. */
export interface CommittedChange {
  base: Path;
  merge: boolean;
  writes: ReadonlyArray<readonly [Path, DataNode]>;
}

/**
 * The listens of one namespace and the pushes a change causes. Plain listens get exactly the
 * written locations (or their own location when the write covers it); query listens get their
 * query result again, tagged, whenever it changes.
 */
export class ListenerRegistry {
  private readonly listeners = new Set<Listener>();

  add(listener: Listener): void {
    this.listeners.add(listener);
  }

  delete(listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** Sessions with listens here, to re-check their permissions when the rules change. */
  targets(): Set<PushTarget> {
    return new Set([...this.listeners].map((listener) => listener.target));
  }

  /** Pushes for every listener whose location overlaps the change and whose data moved. */
  notify(before: DataNode, after: DataNode, change: CommittedChange): void {
    const written = change.writes.map(([path, value]) => [[...change.base, ...path], value] as const);
    for (const listener of this.listeners) {
      if (!written.some(([path]) => overlaps(path, listener.path))) continue;
      const now = viewOf(listener, after);
      if (sameView(viewOf(listener, before), now)) continue;
      listener.target.push(pushFor(listener, now, change, written));
    }
  }
}

function pushFor(listener: Listener, current: DataNode, change: CommittedChange, written: ReadonlyArray<readonly [Path, DataNode]>): Push {
  const at = pathToString(listener.path);
  if (listener.query) return { action: 'd', body: { p: at, d: current, t: listener.query.tag } };
  if (!change.merge && contains(listener.path, change.base)) {
    const [path, value] = written[0] as readonly [Path, DataNode];
    return { action: 'd', body: { p: pathToString(path), d: value } };
  }
  // A write covering the whole listened location replaces it; otherwise only what changed
  // below the common point is sent, never the whole location again.
  if (written.some(([path]) => contains(path, listener.path))) return { action: 'd', body: { p: at, d: current } };
  const base = contains(listener.path, change.base) ? change.base : listener.path;
  const inside = written.filter(([path]) => contains(base, path));
  const children = Object.fromEntries(inside.map(([path, value]) => [relative(base, path).join('/'), value]));
  return { action: 'm', body: { p: pathToString(base), d: children } };
}

/**
 * Nodes are copied on write, so unchanged data mostly keeps its identity; not always (a branch
 * read back from disk is a new object each time it is read again, coldStore.ts), so what
 * differs in identity is compared by content, down to where it differs.
 */
function sameView(a: DataNode, b: DataNode): boolean {
  if (a === b) return true;
  if (isBranch(a) !== isBranch(b) || priorityOf(a) !== priorityOf(b)) return false;
  if (!isBranch(a) || !isBranch(b)) return leafValue(a) === leafValue(b);
  const keys = childKeys(a);
  return keys.length === childKeys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameView(childOf(a, key), childOf(b, key)));
}
