import type { EstadoData, Extras, MunicipioData, ParroquiaData, PaisData } from './types.js';
import { compareIds, idSegment } from './_lib/ids.js';

// Records of the `ine` edition also carry `codigo_ine` and, when renamed, `nombre_anterior`.

/**
 * What every stored record may carry besides its fields: `version`, the `/geo/meta/version` of
 * the change that last wrote it (absent on records as seeded, which read as version 0). An edit
 * or delete names it, so two changes conflict only when they touch the same record.
 */
export interface Versioned {
  version?: number;
}

/** An estado as stored at `/geo/estados/{EE}`. */
export interface EstadoRecord extends Versioned, Extras {
  estado: string;
  capital: string;
  iso_31662: string;
  id_estado: number;
  ciudades?: string[];
}

/** A municipio as stored at `/geo/municipios/{EEMM}`. */
export interface MunicipioRecord extends Versioned, Extras {
  municipio: string;
  capital: string;
  estadoId: string;
}

/** A parroquia as stored at `/geo/parroquias/{EEMMPP}`. */
export interface ParroquiaRecord extends Versioned, Extras {
  parroquia: string;
  municipioId: string;
  estadoId: string;
}

/** A record's version as an edit or delete must name it: 0 for records as seeded. */
export const versionOf = (record: Versioned): number => record.version ?? 0;

/** `/geo/meta`: the edit counter, when it last moved, and the totals. */
export interface GeoMeta {
  version: number;
  updatedAt: number;
  estados: number;
  municipios: number;
  parroquias: number;
}

/** `/geo`, flat and keyed by the stable ids. */
export interface GeoTree {
  estados: Record<string, EstadoRecord>;
  municipios: Record<string, MunicipioRecord>;
  parroquias: Record<string, ParroquiaRecord>;
  meta: GeoMeta;
}

export interface ToFlatOptions {
  /** `meta.version`; default 1. */
  version?: number;
  /** `meta.updatedAt` in ms since the epoch; default 0, so the result stays pure. */
  updatedAt?: number;
}

export { compareIds, idDepth, idSegment, idSegments, parentIdOf } from './_lib/ids.js';

/**
 * The dataset, flat: estados keyed `EE` (their `id_estado`), municipios `EEMM` and parroquias
 * `EEMMPP` by position under their parent, plus `meta` with the totals.
 *
 * @example toFlat(dataset).municipios['1401'] // { municipio: 'Alberto Adriani', capital: 'El Vigía', estadoId: '14' }
 */
export function toFlat(pais: PaisData, options: ToFlatOptions = {}): GeoTree {
  const tree: GeoTree = {
    estados: {},
    municipios: {},
    parroquias: {},
    meta: { version: options.version ?? 1, updatedAt: options.updatedAt ?? 0, estados: 0, municipios: 0, parroquias: 0 },
  };
  for (const { municipios, ciudades, ...estado } of pais) {
    const estadoId = idSegment(estado.id_estado);
    tree.estados[estadoId] = ciudades ? { ...estado, ciudades: [...ciudades] } : { ...estado };
    municipios.forEach(({ municipio, capital, parroquias, ...extras }, m) => {
      const municipioId = estadoId + idSegment(m + 1);
      tree.municipios[municipioId] = { municipio, capital, estadoId, ...extras };
      parroquias.forEach((parroquia, p) => {
        const record = typeof parroquia === 'string' ? { parroquia } : parroquia;
        tree.parroquias[municipioId + idSegment(p + 1)] = { ...record, municipioId, estadoId };
      });
    });
  }
  Object.assign(tree.meta, countTree(tree));
  return tree;
}

/** The three totals of a flat tree. */
export function countTree(tree: Pick<GeoTree, 'estados' | 'municipios' | 'parroquias'>) {
  return {
    estados: Object.keys(tree.estados).length,
    municipios: Object.keys(tree.municipios).length,
    parroquias: Object.keys(tree.parroquias).length,
  };
}

/** A collection as RTDB may hand it back: an object, an array, or absent when empty. */
export type Stored<T> = Record<string, T | null> | (T | null)[] | null | undefined;

/**
 * `/geo/secuencias`: the last id segment issued under each parent (`pais` for estados, `EE` for
 * the municipios of an estado, `EEMM` for the parroquias of a municipio), so that an id is never
 * issued twice, not even after the record that had it was deleted. Absent until the first create
 * or delete under that parent; the highest id present counts too.
 */
export type Secuencias = Record<string, number>;

/** `/geo` as read from RTDB: any collection may be absent, lists may be arrays or objects. */
export interface StoredGeo {
  estados?: Stored<Omit<EstadoRecord, 'ciudades'> & { ciudades?: Stored<string> }>;
  municipios?: Stored<MunicipioRecord>;
  parroquias?: Stored<ParroquiaRecord>;
  meta?: Partial<GeoMeta> | null;
  secuencias?: Secuencias | null;
}

/**
 * Back to the dataset's shape and order (ids ascending, keys in the published order), so that
 * `fromFlat(toFlat(dataset))` serialises byte for byte as `venezuela.json` (and as `ine.json` for
 * the `ine` edition). Accepts what RTDB returns: missing empty lists, arrays for lists, objects
 * with numeric keys for arrays.
 */
export function fromFlat(geo: StoredGeo): PaisData {
  const municipiosOf = groupBy(entriesOf(geo.municipios), ([, m]) => m.estadoId);
  const parroquiasOf = groupBy(entriesOf(geo.parroquias), ([, p]) => p.municipioId);
  return entriesOf(geo.estados).map(([estadoId, e]): EstadoData => {
    const municipios = (municipiosOf.get(estadoId) ?? []).map(
      ([municipioId, m]): MunicipioData => ({
        municipio: m.municipio,
        capital: m.capital,
        ...extrasOf(m),
        parroquias: (parroquiasOf.get(municipioId) ?? []).map(([, p]): ParroquiaData => {
          const extras = extrasOf(p);
          return extras.codigo_ine === undefined && extras.nombre_anterior === undefined ? p.parroquia : { parroquia: p.parroquia, ...extras };
        }),
      }),
    );
    const estado: EstadoData = {
      iso_31662: e.iso_31662,
      estado: e.estado,
      capital: e.capital,
      id_estado: e.id_estado,
      ...extrasOf(e),
      municipios,
    };
    if (e.ciudades != null) estado.ciudades = listOf(e.ciudades);
    return estado;
  });
}

/**
 * The ids a lookup built over `fromFlat(geo)` gives (positions under the parent, as `createGeo`
 * numbers them) mapped to the ids stored in `geo`, for the records where they differ: after a
 * delete, the records that followed it. Empty for a tree without gaps.
 *
 * @example storedIds(treeWithout0102).get('0102') // '0103'
 * createGeo(fromFlat(tree), { ids: storedIds(tree) }) // answers with the tree’s own ids
 */
export function storedIds(geo: StoredGeo): Map<string, string> {
  const ids = new Map<string, string>();
  const note = (positional: string, stored: string) => positional !== stored && ids.set(positional, stored);
  const municipiosOf = groupBy(entriesOf(geo.municipios), ([, m]) => m.estadoId);
  const parroquiasOf = groupBy(entriesOf(geo.parroquias), ([, p]) => p.municipioId);
  for (const [estadoId, e] of entriesOf(geo.estados)) {
    const estadoPosition = idSegment(e.id_estado);
    note(estadoPosition, estadoId);
    (municipiosOf.get(estadoId) ?? []).forEach(([municipioId], m) => {
      const municipioPosition = estadoPosition + idSegment(m + 1);
      note(municipioPosition, municipioId);
      (parroquiasOf.get(municipioId) ?? []).forEach(([parroquiaId], p) => {
        note(municipioPosition + idSegment(p + 1), parroquiaId);
      });
    });
  }
  return ids;
}

/** A stored record's `codigo_ine` and `nombre_anterior`, in that order, those it has. */
function extrasOf(record: Extras): Extras {
  const extras: Extras = {};
  if (record.codigo_ine != null) extras.codigo_ine = record.codigo_ine;
  if (record.nombre_anterior != null) extras.nombre_anterior = record.nombre_anterior;
  return extras;
}

/** The `[id, record]` pairs of a stored collection, ids ascending, holes dropped. */
export function entriesOf<T>(collection: Stored<T>): [string, T][] {
  if (collection == null) return [];
  const pairs = Object.entries(collection).filter((pair): pair is [string, T] => pair[1] != null);
  return pairs.sort(([a], [b]) => compareIds(a, b));
}

/** A stored list back as an array: arrays as they are, objects by numeric key. */
export function listOf<T>(list: Stored<T>): T[] {
  if (list == null) return [];
  if (Array.isArray(list)) return list.filter((item): item is T => item != null);
  return Object.entries(list)
    .filter((pair): pair is [string, T] => pair[1] != null)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, item]) => item);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
