const ID_FIELDS = ['id', 'estadoId', 'municipioId'] as const;

/**
 * `value` (a lookup result, or a list of them) with its ids swapped through `ids`. The lookups
 * number records by position; after a delete, the stored ids of those that followed differ.
 * Results may be frozen: changed ones are copies.
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => remapIds(item, ids)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const fields = ID_FIELDS.filter((field) => typeof record[field] === 'string' && ids.has(record[field]));
  if (fields.length === 0) return value;
  const copy = { ...record };
  for (const field of fields) copy[field] = ids.get(record[field] as string);
  return copy as T;
}
