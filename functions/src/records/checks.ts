import { normalizeName, type EstadoRecord, type GeoTree, type MunicipioRecord, type ParroquiaRecord, type Tipo } from '@vegeo/data';
import { fail } from '../errors.js';
import { COLLECTION, ID_LENGTH } from './tree.js';

/** The Distrito Capital's code: the lookups need it, so it can't be deleted or recoded. */
export const CAPITAL_ISO = 'VE-A';

/** The record `id` of kind `tipo`, or `not-found`. */
export function requireRecord<T extends Tipo>(tree: GeoTree, tipo: T, id: string): RecordOf[T] {
  const record = id.length === ID_LENGTH[tipo] ? tree[COLLECTION[tipo]][id] : undefined;
  if (!record) throw fail('not-found', `No existe el ${tipo} '${id}'`);
  return record as RecordOf[T];
}

interface RecordOf {
  estado: EstadoRecord;
  municipio: MunicipioRecord;
  parroquia: ParroquiaRecord;
}

/** The name of a record, whatever its kind. */
const nameOf = (record: object, tipo: Tipo) => (record as Record<Tipo, string>)[tipo];

/** Refuses a name another record of the same kind already has (normalised) under `parentId`. */
export function checkUniqueName(tree: GeoTree, tipo: Tipo, parentId: string, name: string, selfId?: string): void {
  const key = normalizeName(name);
  for (const [id, record] of Object.entries(tree[COLLECTION[tipo]])) {
    if (id !== selfId && id.startsWith(parentId) && normalizeName(nameOf(record, tipo)) === key) {
      const where = parentId ? ` en '${parentId}'` : '';
      throw fail('already-exists', `Ya existe el ${tipo} '${nameOf(record, tipo)}'${where} (id ${id})`, { id });
    }
  }
}

/** Refuses an ISO code another estado has. Its form is checked by the schema. */
export function checkIso(tree: GeoTree, iso: string, selfId?: string): void {
  for (const [id, estado] of Object.entries(tree.estados)) {
    if (id !== selfId && estado.iso_31662 === iso) {
      throw fail('already-exists', `El código ${iso} ya es del estado '${estado.estado}' (id ${id})`, { id });
    }
  }
}

/** The ids of the municipios and parroquias under the record `id`. */
export function childrenOf(tree: GeoTree, tipo: Tipo, id: string): { municipios: string[]; parroquias: string[] } {
  if (tipo === 'parroquia') return { municipios: [], parroquias: [] };
  const under = (collection: 'municipios' | 'parroquias') =>
    Object.keys(tree[collection]).filter((child) => child !== id && child.startsWith(id));
  return { municipios: tipo === 'estado' ? under('municipios') : [], parroquias: under('parroquias') };
}
