import type { AuditEntry, AuditoriaCampo, CallableName, RequestOf, ResponseOf } from '@vegeo/data';

/** The `/geo` children the app listens to, one listener each. */
export type GeoNode = 'estados' | 'municipios' | 'parroquias' | 'meta';

/** Reads `/geo` as it changes (the Realtime Database, or a fake in tests). */
export interface GeoReadSide {
  /**
   * Calls `onValue` with the node's value once it is loaded and again after every change,
   * until the returned function is called. `onError` hears a cancelled listener (rules).
   */
  listen(node: GeoNode, onValue: (value: unknown) => void, onError: (error: Error) => void): () => void;
}

/** An `/audit` entry as stored: the push id is the key, not a field. */
export type StoredAuditEntry = Omit<AuditEntry, 'clave'>;

/** An audit field the database indexes, to read only the entries with one value of it. */
export type AuditIndex = AuditoriaCampo;

/** One read of `/audit`, newest first: up to `limit` entries, by key (time) or by an indexed field. */
export interface AuditQuery {
  /** Older than this key (the newest when absent). */
  before?: string;
  /** At this key or newer (a date's first possible key). */
  since?: string;
  /** Only entries whose `child` is `value`. */
  where?: { child: AuditIndex; value: string };
  limit: number;
}

/** Reads `/audit` by pages, newest first, without downloading it whole. */
export interface AuditReadSide {
  page(query: AuditQuery): Promise<[string, StoredAuditEntry][]>;
  /** One entry by its key; `null` when there is none. */
  one(key: string): Promise<StoredAuditEntry | null>;
}

/** Calls the callable functions (Firebase Functions, or a fake in tests). */
export interface WriteSide {
  call<N extends CallableName>(name: N, request: RequestOf<N>): Promise<ResponseOf<N>>;
}

/**
 * What a failed callable throws, whatever the transport: the HttpsError code without its
 * `functions/` prefix, its message and its `details`.
 */
export class CallableError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}
