import { keysOf, THE } from './_lib/keysOf.js';
import { chosen, EMPTY } from './_lib/value.js';
import { embeddedSource } from './embedded/embeddedSource.js';
import { loadLevel } from './source.js';
import { NIVELES, type Clave, type Edicion, type Nivel, type Place, type PlaceSource, type UbicacionInput, type UbicacionValue } from './types.js';

/** Options of {@link ubicacionDe}. */
export interface UbicacionDeOptions {
  /** What the keys are: vegeo's ids (`'id'`, the default) or INE codes (`'ine'`). */
  clave?: Clave;
  /** The embedded edition to name the places from: `'ine'` (the default) or `'base'`. */
  edicion?: Edicion;
  /** Other places than the embedded edition's, as the selector takes them. */
  source?: PlaceSource;
}

const GIVEN: Record<Clave, string> = { id: 'el id', ine: 'el código INE' };
const NONE: Record<Nivel, string> = { estado: 'ningún estado', municipio: 'ningún municipio', parroquia: 'ninguna parroquia' };

/**
 * A selector's value, with names and INE codes, from the ids (or INE codes) a backend stored: what
 * to give `defaultValue` or a form library's default, on the server too, so that the saved address
 * is drawn with its names from the first paint. Levels left out above the lowest one given are
 * filled from it (a parroquia brings its municipio and estado). Loads the levels it needs.
 *
 * @throws {TypeError} For keys that are not text.
 * @throws {RangeError} For a key no place has, or levels that do not belong together.
 *
 * @example
 * await ubicacionDe({ parroquia: '131211' });
 * // { estado: { id: '13', nombre: 'Mérida', codigo_ine: '14' },
 * //   municipio: { id: '1312', nombre: 'Libertador', codigo_ine: '1412' },
 * //   parroquia: { id: '131211', nombre: 'Milla', codigo_ine: '141211' } }
 * await ubicacionDe({ estado: '14' }, { clave: 'ine' }); // Mérida
 */
export async function ubicacionDe(claves: Partial<Record<Nivel, string | null>> | null | undefined, options: UbicacionDeOptions = {}): Promise<UbicacionValue> {
  const { clave = 'id', edicion = 'ine' } = options;
  const keys = keysOf(claves as UbicacionInput, (given, nivel) => {
    if (typeof given !== 'string') throw new TypeError(`${THE[nivel]} debe darse como texto, no '${typeof given}'`);
    return given;
  });
  const lowest = NIVELES.findLastIndex((nivel) => keys[nivel] !== null);
  if (lowest < 0) return { ...EMPTY };
  const source = options.source ?? embeddedSource(edicion);
  const levels = await Promise.all(NIVELES.slice(0, lowest + 1).map((nivel) => loadLevel(source, nivel)));
  const keyOf = (place: Place) => (clave === 'ine' ? place.codigo_ine : place.id);
  const found = (index: number, key: string) => {
    const place = levels[index]!.find((candidate) => keyOf(candidate) === key);
    if (!place) throw new RangeError(`No hay ${NONE[NIVELES[index]!]} con ${GIVEN[clave]} '${key}'`);
    return place;
  };
  const value: UbicacionValue = { ...EMPTY };
  // From the lowest level up: each place given must be the one the level below belongs to.
  let child: Place | undefined;
  let given: Nivel | undefined; // the lowest level given, which a level above it must hold
  for (let index = lowest; index >= 0; index--) {
    const nivel = NIVELES[index]!;
    const parentId = child && (nivel === 'estado' ? child.estadoId : child.municipioId);
    const key = keys[nivel];
    const place = key === null ? levels[index]!.find((candidate) => candidate.id === parentId) : found(index, key);
    if (child && given && place && place.id !== parentId) throw new RangeError(`${THE[given]} '${keys[given]}' no es del ${nivel} '${key}'`);
    if (place) value[nivel] = chosen(place);
    child = place ?? child;
    given ??= key === null ? undefined : nivel;
  }
  return value;
}
