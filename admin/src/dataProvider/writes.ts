import type { RaRecord } from 'ra-core';
import type { CallableName, RequestOf, ResponseOf, Tipo } from '@vegeo/data';
import { toHttpError } from './httpErrors.js';
import type { WriteSide } from './ports.js';
import type { GeoResource } from './rows.js';

export const TIPO: Record<GeoResource, Tipo> = { estados: 'estado', municipios: 'municipio', parroquias: 'parroquia' };

/** The fields a create sends, per resource (a create names its parent, never its id). */
const CREATE_FIELDS: Record<GeoResource, readonly string[]> = {
  estados: ['estado', 'capital', 'iso_31662', 'ciudades'],
  municipios: ['municipio', 'capital', 'estadoId'],
  parroquias: ['parroquia', 'municipioId'],
};

/** The fields an edit may change: parents never move. */
const EDIT_FIELDS: Record<GeoResource, readonly string[]> = {
  estados: ['estado', 'capital', 'iso_31662', 'ciudades'],
  municipios: ['municipio', 'capital'],
  parroquias: ['parroquia'],
};

/** The `datos` of a create: the resource's fields that have a value, texts trimmed. */
export function createDatos(resource: GeoResource, data: Record<string, unknown>): Record<string, unknown> {
  const datos: Record<string, unknown> = {};
  for (const field of CREATE_FIELDS[resource]) {
    const value = clean(data[field]);
    if (value !== undefined && value !== null) datos[field] = value;
  }
  return datos;
}

/** The `datos` of an edit: only the editable fields that differ from the record as loaded. */
export function editDatos(resource: GeoResource, data: Record<string, unknown>, loaded: Record<string, unknown>): Record<string, unknown> {
  const datos: Record<string, unknown> = {};
  for (const field of EDIT_FIELDS[resource]) {
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
