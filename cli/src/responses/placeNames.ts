import type { Tipo } from '@vegeo/data';
import { isName, nameIn, nameOf, recordIn, resolvePlace, type Places } from '../lookup/placeRefs.js';
import type { LookupService } from '../lookup/lookupService.js';

/** `--estado` and `--municipio` as typed: a name, a number (`14`, `1419`), `id:`/`ine:` and a number, or an ISO code (`VE-M`). */
export interface PlaceFlags {
  estado?: string | undefined;
  municipio?: string | undefined;
}

/** A lookup's name as the lookups take it, with the estado and municipio that tell it apart. */
export interface NamedPlace extends PlaceFlags {
  nombre: string | undefined;
  /** The record a number or code named, when it named one: the answer must be it. */
  id?: string;
}

const needsPlaces = (ref: string | undefined): ref is string => ref !== undefined && !isName(ref);

/** The one record of kind `tipo` that `ref` names, read as a lookup reads it, or `undefined`. */
function only(places: Places, tipo: Tipo, ref: string): { id: string; record: Record<string, string> } | undefined {
  const found = resolvePlace(places, tipo, ref, 'read');
  return found.kind === 'one' ? { id: found.id, record: recordIn(places, tipo, found.id) as Record<string, string> } : undefined;
}

/** The name of the `tipo` record `id`, `undefined` when there is no id (nothing found, no parent). */
const nameIfId = (places: Places, tipo: Tipo, id: string | undefined) => (id === undefined ? undefined : nameIn(places, tipo, id));

/** `flags` by name, read in `places`. */
function filtersIn(places: Places, flags: PlaceFlags): PlaceFlags {
  const estado = needsPlaces(flags.estado) ? (nameIfId(places, 'estado', only(places, 'estado', flags.estado)?.id) ?? flags.estado) : flags.estado;
  const municipio = needsPlaces(flags.municipio) ? only(places, 'municipio', flags.municipio) : undefined;
  if (municipio === undefined) return { estado, municipio: flags.municipio };
  return { estado: estado ?? nameIfId(places, 'estado', municipio.record['estadoId']), municipio: municipio.record['municipio'] };
}

/**
 * `--estado` and `--municipio` as the lookups take them, by name, read against the places the
 * command's lookups answer from (the edition, or the backend's `/geo`; read only when a flag is
 * not a name): an estado's number or ISO code becomes its name, a municipio's number its name
 * and, unless `--estado` says otherwise, its estado's. A number means what it means in that data,
 * also when it is another record's id (`resolvePlace`'s `read` policy, lookup/placeRefs.ts).
 * Names, and numbers or codes that name nothing, pass through as typed (the lookup matches names
 * itself, and reports what matches nothing).
 *
 * @example await placeFilters(localLookup, { estado: 'VE-M' }) // { estado: 'Miranda' }
 * @example await placeFilters(localLookup, { municipio: '1419' }) // { municipio: 'Sucre', estado: 'Miranda' }
 */
export async function placeFilters(lookup: LookupService, flags: PlaceFlags): Promise<PlaceFlags> {
  if (!needsPlaces(flags.estado) && !needsPlaces(flags.municipio)) return { estado: flags.estado, municipio: flags.municipio };
  return filtersIn(await lookup.places(), flags);
}

/**
 * A lookup's name (`vegeo municipio <nombre>`) and its filters as the lookups take them: a name
 * as typed; a number, `id:`/`ine:` and a number, or (an estado's) ISO code, as the name of the
 * record it names, within its own estado and municipio unless the flags say otherwise; `id` is
 * then that record's, which the answer must be.
 */
export async function namedPlace(lookup: LookupService, tipo: Tipo, nombre: string | undefined, flags: PlaceFlags): Promise<NamedPlace> {
  if (!needsPlaces(nombre)) return { nombre, ...(await placeFilters(lookup, flags)) };
  const places = await lookup.places();
  const found = only(places, tipo, nombre);
  const filters = filtersIn(places, flags);
  if (found === undefined) return { nombre, ...filters };
  const { record } = found;
  return {
    nombre: nameOf(record, tipo),
    id: found.id,
    estado: filters.estado ?? (tipo === 'estado' ? undefined : nameIfId(places, 'estado', record['estadoId'])),
    municipio: filters.municipio ?? (tipo === 'parroquia' ? nameIfId(places, 'municipio', record['municipioId']) : undefined),
  };
}
