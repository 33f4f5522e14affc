import type { AuditEntry } from '@vegeo/data';
import type { AuditReadSide, StoredAuditEntry } from './ports.js';

/** An audit entry as react-admin shows it: `id` is the push id, `registroId` the record's. */
export type AuditRow = Omit<AuditEntry, 'clave' | 'id'> & { id: string; registroId: string };

export interface AuditPage {
  data: AuditRow[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
}

/** The audit's filters: by `tipo` and by `accion`. */
export type AuditFilter = { tipo?: string; accion?: string };

// How many entries one read asks for when filters discard some: a few reads fill a page.
const CHUNK = 100;

export function auditRow(key: string, entry: StoredAuditEntry): AuditRow {
  const { id, ...rest } = entry;
  return { ...rest, id: key, registroId: id };
}

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
    const key = JSON.stringify([perPage, filter.tipo ?? null, filter.accion ?? null]);
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

  /** Up to `perPage` matching entries below `before`, and whether more follow. */
  private async collect(before: string | undefined, perPage: number, filter: AuditFilter) {
    const rows: AuditRow[] = [];
    const filtered = Boolean(filter.tipo || filter.accion);
    let cursor = before;
    for (;;) {
      const limit = filtered ? Math.max(CHUNK, perPage + 1) : perPage + 1;
      const entries = await this.read.page({ ...(cursor ? { before: cursor } : {}), limit });
      for (const [key, entry] of entries) {
        if ((filter.tipo && entry.tipo !== filter.tipo) || (filter.accion && entry.accion !== filter.accion)) continue;
        if (rows.length === perPage) return { rows, more: true };
        rows.push(auditRow(key, entry));
      }
      if (entries.length < limit) return { rows, more: false };
      cursor = entries.at(-1)?.[0];
    }
  }
}
