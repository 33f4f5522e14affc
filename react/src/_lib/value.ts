import { NIVELES, type ChosenPlace, type Nivel, type Place, type UbicacionInput, type UbicacionValue } from '../types.js';
import { parentIdOf } from './ids.js';
import { byId } from './listings.js';
import type { Loaded } from './useLevels.js';

export const EMPTY: UbicacionValue = { estado: null, municipio: null, parroquia: null };

/** A place as the value carries it: its id, name and INE code. */
export function chosen(place: Place): ChosenPlace {
  return place.codigo_ine ? { id: place.id, nombre: place.nombre, codigo_ine: place.codigo_ine } : { id: place.id, nombre: place.nombre };
}

/**
 * `input` as a value: ids alone take their names (and codes) from the places loaded; a level
 * outside `niveles` is dropped.
 */
export function valueOf(input: UbicacionInput | null | undefined, niveles: readonly Nivel[], loaded: Loaded): UbicacionValue {
  const value = { ...EMPTY };
  for (const nivel of niveles) {
    const given = input?.[nivel];
    if (given === null || given === undefined || given === '') continue;
    const id = typeof given === 'string' ? given : given.id;
    const place = byId(loaded[nivel]).get(id);
    const nombre = typeof given === 'string' ? undefined : given.nombre;
    value[nivel] = place && !nombre ? chosen(place) : { ...(typeof given === 'string' ? {} : given), id, nombre: nombre ?? '' };
  }
  return value;
}

/** The levels whose names `input` leaves to the data. */
export function unnamed(input: UbicacionInput | null | undefined): Nivel[] {
  return NIVELES.filter((nivel) => {
    const given = input?.[nivel];
    return typeof given === 'string' ? given !== '' : Boolean(given && !given.nombre);
  });
}

/**
 * The value after choosing `place` (or clearing, with `null`) at `nivel`: a place fills the levels
 * above it with its own parents; below, what no longer belongs to it is cleared. Where a level is
 * not loaded, ids tell (`parentIdOf`).
 */
export function cascade(value: UbicacionValue, nivel: Nivel, place: Place | null, loaded: Loaded): UbicacionValue {
  const lists = { estado: byId(loaded.estado), municipio: byId(loaded.municipio), parroquia: byId(loaded.parroquia) };
  const next = { ...value };
  const index = NIVELES.indexOf(nivel);
  if (!place) {
    for (const below of NIVELES.slice(index)) next[below] = null;
    return next;
  }
  const named = (upper: Nivel, id: string | undefined, current: ChosenPlace | null): ChosenPlace | null => {
    const found = id === undefined ? undefined : lists[upper].get(id);
    return found ? chosen(found) : id === undefined ? null : current?.id === id ? current : { id, nombre: '' };
  };
  const parentOf = (lower: 'municipio' | 'parroquia', child: ChosenPlace, upper: 'estado' | 'municipio') => {
    const found = lists[lower].get(child.id);
    return (upper === 'estado' ? found?.estadoId : found?.municipioId) ?? parentIdOf(child.id, upper);
  };
  next[nivel] = chosen(place);
  if (index >= 1) next.estado = named('estado', place.estadoId, value.estado);
  if (index === 2) next.municipio = named('municipio', place.municipioId, value.municipio);
  if (nivel === 'estado' && next.municipio && parentOf('municipio', next.municipio, 'estado') !== place.id) next.municipio = null;
  if (nivel !== 'parroquia' && next.parroquia && parentOf('parroquia', next.parroquia, nivel) !== place.id) next.parroquia = null;
  return next;
}
