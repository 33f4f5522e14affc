import type { Edicion, Nivel, Place, PlaceSource } from '../types.js';

type Loader = () => Promise<{ default: readonly Place[] }>;

// One module per edition and level, so that a page downloads only what it shows.
const LOADERS: Record<Edicion, Record<Nivel, Loader>> = {
  ine: {
    estado: () => import('./ine/estados.js'),
    municipio: () => import('./ine/municipios.js'),
    parroquia: () => import('./ine/parroquias.js'),
  },
  base: {
    estado: () => import('./base/estados.js'),
    municipio: () => import('./base/municipios.js'),
    parroquia: () => import('./base/parroquias.js'),
  },
};

const sources = new Map<Edicion, PlaceSource>();

/**
 * The places of an edition embedded in the package, each level loaded on first use.
 *
 * @param edicion - `'ine'` (today's names, with INE codes; the default) or `'base'` (the seed's
 *   names, as `@vegeo/data` gives them by default).
 * @throws {TypeError} For an unknown edition.
 *
 * @example
 * useSelectorUbicacion({ source: embeddedSource('base') });
 */
export function embeddedSource(edicion: Edicion = 'ine'): PlaceSource {
  const loaders = LOADERS[edicion];
  if (!loaders) throw new TypeError(`La edición debe ser 'ine' o 'base', no '${String(edicion)}'`);
  let source = sources.get(edicion);
  if (!source) sources.set(edicion, (source = { load: (nivel) => loaders[nivel]().then((module) => module.default) }));
  return source;
}
