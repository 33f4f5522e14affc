import type { AuditEntry } from '@vegeo/data';
import { firstKeyAt, startOfDay } from './auditKeys.js';
import type { AuditIndex, AuditQuery, AuditReadSide, StoredAuditEntry } from './types.js';

/** An audit entry as react-admin shows it: `id` is the push id, `registroId` the record's. */
export type AuditRow = Omit<AuditEntry, 'clave' | 'id'> & { id: string; registroId: string };

export interface AuditPage {
  data: AuditRow[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
}

/**
 * The audit's filters: the kind of record, the action, who (`uid`), which record (`registroId`,
 * with `tipo`), and the days from `desde` to `hasta` (`YYYY-MM-DD`, both included).
 */
export interface AuditFilter {
  tipo?: string;
  accion?: string;
  uid?: string;
  registroId?: string;
  desde?: string;
  hasta?: string;
}

// How many entries one read asks for when filters discard some: a few reads fill a page.
const CHUNK = 100;

export function auditRow(key: string, entry: StoredAuditEntry): AuditRow {
  const { id, ...rest } = entry;
  return { ...rest, id: key, registroId: id };
}

/**
 * What the database is asked for a filter: the entries of the most telling indexed field (the
 * record, then who, then the action, then the kind), within the days asked as a range of keys;
 * the other filters are checked on the entries read. So no filter reads the whole audit: at
 * most the entries of that record, person, action or kind in those days.
 */
function plan(filter: AuditFilter): { where?: AuditQuery['where']; since?: string; until?: string } {
  const indexed: [AuditIndex, string | undefined][] = [
    ['id', filter.registroId],
    ['uid', filter.uid],
    ['accion', filter.accion],
    ['tipo', filter.tipo],
  ];
  const [child, value] = indexed.find(([, given]) => given) ?? [];
  const since = startOfDay(filter.desde);
  const until = startOfDay(filter.hasta, 1);
  return {
    ...(child && value ? { where: { child, value } } : {}),
    ...(since !== undefined ? { since: firstKeyAt(since) } : {}),
    ...(until !== undefined ? { until: firstKeyAt(until) } : {}),
  };
}

function matches(entry: StoredAuditEntry, filter: AuditFilter): boolean {
  return (
    (!filter.tipo || entry.tipo === filter.tipo) &&
    (!filter.accion || entry.accion === filter.accion) &&
    (!filter.uid || entry.uid === filter.uid) &&
    (!filter.registroId || entry.id === filter.registroId)
  );
}

const filterKey = (filter: AuditFilter) => JSON.stringify(['tipo', 'accion', 'uid', 'registroId', 'desde', 'hasta'].map((key) => filter[key as keyof AuditFilter] ?? null));

/**
 * Pages `/audit` newest first by cursor: page n starts below the last key of page n - 1, which
 * is remembered per filter; a page asked for out of order is reached by walking from the first.
 * Filters are applied while reading, asking for more until the page is full or the audit ends.
 */
export class AuditPager {
  // Per filter: ends[n] is the last key of page n + 1.
  private readonly ends = new Map<string, string[]>();

  constructor(private readonly read: AuditReadSide) {}

  async page(pageNumber: number, perPage: number, filter: AuditFilter): Promise<AuditPage> {
    const key = JSON.stringify([perPage, filterKey(filter)]);
    const ends = this.ends.get(key) ?? [];
    this.ends.set(key, ends);
    let result: { rows: AuditRow[]; more: boolean } = { rows: [], more: true };
    for (let n = Math.min(ends.length, pageNumber - 1); n < pageNumber; n++) {
      result = await this.collect(n === 0 ? undefined : ends[n - 1], perPage, filter);
      const last = result.rows.at(-1);
      if (!last) break;
      if (ends[n] !== last.id) ends.length = n; // later pages moved too
      ends[n] = last.id;
      if (!result.more && n < pageNumber - 1) return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: pageNumber > 1 } };
    }
    return { data: result.rows, pageInfo: { hasNextPage: result.more, hasPreviousPage: pageNumber > 1 } };
  }

  async one(key: string): Promise<AuditRow | null> {
    const entry = await this.read.one(key);
    return entry ? auditRow(key, entry) : null;
  }

  /** Up to `perPage` matching entries below `after` (a page's last key), and whether more follow. */
  private async collect(after: string | undefined, perPage: number, filter: AuditFilter) {
    const rows: AuditRow[] = [];
    const { where, since, until } = plan(filter);
    // Filters the query does not answer by itself make reads discard entries: read more at once.
    const exact = !filter.tipo && !filter.accion && !filter.uid && !filter.registroId;
    const single = where && [filter.tipo, filter.accion, filter.uid, filter.registroId].filter(Boolean).length === 1;
    let cursor = after ?? until;
    if (after && until && until < after) cursor = until;
    for (;;) {
      const limit = exact || single ? perPage + 1 : Math.max(CHUNK, perPage + 1);
      const entries = await this.read.page({ ...(cursor ? { before: cursor } : {}), ...(since ? { since } : {}), ...(where ? { where } : {}), limit });
      for (const [key, entry] of entries) {
        if (!matches(entry, filter)) continue;
        if (rows.length === perPage) return { rows, more: true };
        rows.push(auditRow(key, entry));
      }
      if (entries.length < limit) return { rows, more: false };
      cursor = entries.at(-1)?.[0];
    }
  }
}
