import { COLLECTIONS, entriesOf, listOf, normalizeName, type Collection, type EstadoRecord, type GeoMeta, type MunicipioRecord, type ParroquiaRecord, type Stored } from '@vegeo/data';

/** The geography's resources, named as their `/geo` collections. */
export type GeoResource = Collection;
export const GEO_RESOURCES: readonly GeoResource[] = COLLECTIONS;

/** A record's `version` (the records contract): absent on records as seeded. */
interface Versioned {
  id: string;
  version?: number;
}

/** An estado as the app shows it: stored fields plus how many children it has. */
export interface RaEstado extends Versioned, Omit<EstadoRecord, 'ciudades'> {
  ciudades?: string[];
  municipios: number;
  parroquias: number;
}

/** A municipio plus its estado's name and how many parroquias it has. */
export interface RaMunicipio extends Versioned, MunicipioRecord {
  nombreEstado: string;
  parroquias: number;
}

/** A parroquia plus its parents' names. */
export interface RaParroquia extends Versioned, ParroquiaRecord {
  nombreEstado: string;
  nombreMunicipio: string;
}

export type GeoRow = RaEstado | RaMunicipio | RaParroquia;

export interface RowsByResource {
  estados: RaEstado[];
  municipios: RaMunicipio[];
  parroquias: RaParroquia[];
}

/** `/geo`'s four nodes as the listeners last delivered them. */
export interface RawGeo {
  estados: unknown;
  municipios: unknown;
  parroquias: unknown;
  meta: unknown;
}

/** The rows of every resource, ids ascending, with the names of their parents. */
export function rowsOf(raw: RawGeo): RowsByResource {
  const estados = entriesOf(raw.estados as Stored<EstadoRecord & { ciudades?: Stored<string> }>);
  const municipios = entriesOf(raw.municipios as Stored<MunicipioRecord>);
  const parroquias = entriesOf(raw.parroquias as Stored<ParroquiaRecord>);
  const count = (ids: string[]) => ids.reduce((map, id) => map.set(id, (map.get(id) ?? 0) + 1), new Map<string, number>());
  const municipiosOf = count(municipios.map(([, m]) => m.estadoId));
  const parroquiasOfEstado = count(parroquias.map(([, p]) => p.estadoId));
  const parroquiasOf = count(parroquias.map(([, p]) => p.municipioId));
  const estadoName = new Map(estados.map(([id, e]) => [id, e.estado]));
  const municipioName = new Map(municipios.map(([id, m]) => [id, m.municipio]));
  return {
    estados: estados.map(([id, { ciudades, ...e }]) => ({
      ...e,
      ...(ciudades != null ? { ciudades: listOf(ciudades) } : {}),
      id,
      municipios: municipiosOf.get(id) ?? 0,
      parroquias: parroquiasOfEstado.get(id) ?? 0,
    })),
    municipios: municipios.map(([id, m]) => ({
      ...m,
      id,
      nombreEstado: estadoName.get(m.estadoId) ?? '',
      parroquias: parroquiasOf.get(id) ?? 0,
    })),
    parroquias: parroquias.map(([id, p]) => ({
      ...p,
      id,
      nombreEstado: estadoName.get(p.estadoId) ?? '',
      nombreMunicipio: municipioName.get(p.municipioId) ?? '',
    })),
  };
}

/** `/geo/meta`, or `null` while it does not exist. */
export function metaOf(raw: RawGeo): GeoMeta | null {
  return raw.meta && typeof raw.meta === 'object' ? (raw.meta as GeoMeta) : null;
}

/** The text `q` searches in a row: its id and its own names, folded as `@vegeo/data` folds names. */
export function searchTextOf(resource: GeoResource, row: GeoRow): string {
  const names =
    resource === 'estados'
      ? [(row as RaEstado).estado, (row as RaEstado).capital, (row as RaEstado).iso_31662, ...((row as RaEstado).ciudades ?? [])]
      : resource === 'municipios'
        ? [(row as RaMunicipio).municipio, (row as RaMunicipio).capital]
        : [(row as RaParroquia).parroquia];
  return [row.id, ...names.map((name) => normalizeName(name))].join('\n');
}

/** The fields stored at `/geo/<resource>/<id>`: what changes when someone edits the record. */
const STORED_FIELDS: Record<GeoResource, readonly string[]> = {
  estados: ['estado', 'capital', 'iso_31662', 'id_estado', 'ciudades', 'version'],
  municipios: ['municipio', 'capital', 'estadoId', 'version'],
  parroquias: ['parroquia', 'municipioId', 'estadoId', 'version'],
};

/** The record as stored, without the names and counts derived from other records. */
export function storedFieldsOf(resource: GeoResource, row: object): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(STORED_FIELDS[resource].filter((field) => record[field] !== undefined).map((field) => [field, record[field]]));
}
