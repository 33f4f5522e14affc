import type { RaRecord } from 'ra-core';
import { EDITABLE_FIELDS, KIND, PARENT_FIELD, type CallableName, type RequestOf, type ResponseOf } from '@vegeo/data';
import { toHttpError } from './httpErrors.js';
import type { WriteSide } from './types.js';
import type { GeoResource } from './rows.js';

/** The fields an edit may change: parents never move. */
const editFields = (resource: GeoResource): readonly string[] => EDITABLE_FIELDS[KIND[resource]];

/** The fields a create sends: the editable ones and its parent (a create never names its id). */
function createFields(resource: GeoResource): readonly string[] {
  const parent = PARENT_FIELD[KIND[resource]];
  return parent ? [...editFields(resource), parent] : editFields(resource);
}

/** The `datos` of a create: the resource's fields that have a value, texts trimmed. */
export function createDatos(resource: GeoResource, data: Record<string, unknown>): Record<string, unknown> {
  const datos: Record<string, unknown> = {};
  for (const field of createFields(resource)) {
    const value = clean(data[field]);
    if (value !== undefined && value !== null) datos[field] = value;
  }
  return datos;
}

/** The `datos` of an edit: only the editable fields that differ from the record as loaded. */
export function editDatos(resource: GeoResource, data: Record<string, unknown>, loaded: Record<string, unknown>): Record<string, unknown> {
  const datos: Record<string, unknown> = {};
  for (const field of editFields(resource)) {
    if (!(field in data)) continue;
    const value = clean(data[field]);
    if (JSON.stringify(value ?? null) !== JSON.stringify(clean(loaded[field]) ?? null)) datos[field] = value ?? null;
  }
  return datos;
}

/**
 * The version a change is checked against: the record's as the form loaded it (`data` of a form
 * is the whole record, `version` included when it had one), never re-read at save time.
 */
export function loadedVersion(data: Partial<RaRecord>, previousData?: Partial<RaRecord>): number {
  const loaded = 'id' in data ? data : previousData;
  const version = loaded?.version;
  return typeof version === 'number' ? version : 0;
}

// Texts trimmed; a list of cities without blanks, `null` when empty (the callable's "remove").
function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    const items = value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '' && item != null);
    return items.length > 0 ? items : null;
  }
  return value;
}

/** Calls `name`, turning its failure into react-admin's `HttpError`. */
export async function callOrThrow<N extends CallableName>(write: WriteSide, name: N, request: RequestOf<N>): Promise<ResponseOf<N>> {
  try {
    return await write.call(name, request);
  } catch (error) {
    throw toHttpError(error);
  }
}
