import type { Nivel, Place, PlaceSource } from './types.js';

/** The places of each level, as `placeSource` takes them. */
export interface PlaceLists {
  estados: readonly Place[];
  municipios?: readonly Place[];
  parroquias?: readonly Place[];
}

const KEYS = { estado: 'estados', municipio: 'municipios', parroquia: 'parroquias' } as const;
const given = new WeakMap<PlaceSource, PlaceLists>();

/**
 * A source over places you already hold (records read from your own database, say), answered at
 * once. Give a new source when the places change: the selector reads it again.
 *
 * @example
 * const source = useMemo(() => placeSource({ estados, municipios }), [estados, municipios]);
 * <SelectorUbicacion source={source} nivel="municipio" />
 */
export function placeSource(lists: PlaceLists): PlaceSource {
  const source: PlaceSource = { load: (nivel) => lists[KEYS[nivel]] ?? [] };
  given.set(source, lists);
  return source;
}

type Loaded = { places: readonly Place[] } | { pending: Promise<readonly Place[]> };
const loaded = new WeakMap<PlaceSource, Map<Nivel, Loaded>>();

/** The places of `nivel` if already at hand (no loading starts: safe while rendering, also on a server). */
export function peekLevel(source: PlaceSource, nivel: Nivel): readonly Place[] | undefined {
  const lists = given.get(source);
  if (lists) return lists[KEYS[nivel]] ?? [];
  const entry = loaded.get(source)?.get(nivel);
  return entry && 'places' in entry ? entry.places : undefined;
}

/** Loads the places of `nivel` once per source; resolves when they are at hand. */
export function loadLevel(source: PlaceSource, nivel: Nivel): Promise<readonly Place[]> {
  let levels = loaded.get(source);
  if (!levels) loaded.set(source, (levels = new Map()));
  const entry = levels.get(nivel);
  if (entry && 'places' in entry) return Promise.resolve(entry.places);
  if (entry && 'pending' in entry) return entry.pending;
  const pending = Promise.resolve(source.load(nivel)).then(
    (places) => {
      levels.set(nivel, { places });
      return places;
    },
    (error: unknown) => {
      // A failed load is tried again the next time the level is needed.
      levels.delete(nivel);
      throw error;
    },
  );
  levels.set(nivel, { pending });
  return pending;
}
