import { COLLECTION, ID_DEPTH, idDepth, versionOf, type EstadoRecord, type GeoTree, type MunicipioRecord, type ParroquiaRecord, type Tipo } from '@vegeo/data';
import { fail } from '../errors.js';
import { nameKey } from '@vegeo/data/importar';
import { parentOf } from './ids.js';

/** The Distrito Capital's code: the lookups need it, so it can't be deleted or recoded. */
export const CAPITAL_ISO = 'VE-A';

interface RecordOf {
  estado: EstadoRecord;
  municipio: MunicipioRecord;
  parroquia: ParroquiaRecord;
}

/** The record `id` of kind `tipo`, or `not-found` naming `campo`, the request field that named it. */
export function requireRecord<T extends Tipo>(tree: GeoTree, tipo: T, id: string, campo = 'id'): RecordOf[T] {
  const records = tree[COLLECTION[tipo]];
  const record = idDepth(id) === ID_DEPTH[tipo] && Object.hasOwn(records, id) ? records[id] : undefined;
  if (!record) throw fail('not-found', `No existe ${article(tipo)} ${tipo} '${id}'`, { campo });
  return record as RecordOf[T];
}

/**
 * Refuses a change made over another version of the record than the one it now has: someone
 * else changed it since the caller read it, and their change must not be silently overwritten.
 */
export function checkVersion(record: object, tipo: Tipo, id: string, read: number): void {
  const current = versionOf(record);
  if (current !== read) {
    throw fail(
      'failed-precondition',
      `Otro usuario cambió ${article(tipo)} ${tipo} '${id}' (versión ${current}, leída ${read}); vuelva a leerlo e inténtelo de nuevo`,
      { motivo: 'version', version: current },
    );
  }
}

/** The name of a record, whatever its kind. */
const nameOf = (record: object, tipo: Tipo) => (record as Record<Tipo, string>)[tipo];

/** `el estado Lara`, `el municipio Iribarren (Lara)`: a parent as a person names it. */
function placeOf(tree: GeoTree, parentId: string): string {
  const estadoId = idDepth(parentId) === ID_DEPTH.estado ? parentId : parentOf(parentId);
  const estado = tree.estados[estadoId]?.estado ?? estadoId;
  if (estadoId === parentId) return `el estado ${estado}`;
  return `el municipio ${tree.municipios[parentId]?.municipio ?? parentId} (${estado})`;
}

/** The records of kind `tipo` under `parentId` (`''`: every one) named `name`, however spelt, as `[id, record]`. */
export function* namesakes(tree: GeoTree, tipo: Tipo, parentId: string, name: string): Generator<[string, object]> {
  const key = nameKey(name);
  for (const [id, record] of Object.entries(tree[COLLECTION[tipo]])) {
    if (id.startsWith(parentId) && nameKey(nameOf(record, tipo)) === key) yield [id, record];
  }
}

/** Refuses a name another record of the same kind already has under `parentId`, however spelt. */
export function checkUniqueName(tree: GeoTree, tipo: Tipo, parentId: string, name: string, selfId?: string): void {
  for (const [id, record] of namesakes(tree, tipo, parentId, name)) {
    if (id !== selfId) {
      const where = parentId ? ` en ${placeOf(tree, parentId)}` : '';
      throw fail('already-exists', `Ya existe ${article(tipo)} ${tipo} '${nameOf(record, tipo)}'${where} (id ${id})`, {
        campo: `datos.${tipo}`,
        id,
      });
    }
  }
}

/** Refuses an ISO code another estado has. Its form is checked by the schema. */
export function checkIso(tree: GeoTree, iso: string, selfId?: string): void {
  for (const [id, estado] of Object.entries(tree.estados)) {
    if (id !== selfId && estado.iso_31662 === iso) {
      throw fail('already-exists', `El código ${iso} ya es del estado '${estado.estado}' (id ${id})`, { campo: 'datos.iso_31662', id });
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

/** `el` or `la`, as Spanish names each kind. */
export const article = (tipo: Tipo): string => (tipo === 'parroquia' ? 'la' : 'el');
