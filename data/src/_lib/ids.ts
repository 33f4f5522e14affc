/** Two digits, as every id segment is written (`13`, `1301`, `130101`). */
export const idSegment = (n: number): string => String(n).padStart(2, '0');

/**
 * The ids records are stored under where they differ from their position under their parent (the
 * id the dataset's order gives them): after a delete, the records that followed it. Keyed by the
 * positional id; see `storedIds`.
 */
export type StoredIds = ReadonlyMap<string, string>;

export const POSITIONAL: StoredIds = new Map();

/** The id of the record at `positional`. */
export const storedId = (ids: StoredIds, positional: string): string => ids.get(positional) ?? positional;
