import type { Tipo } from '../../types.js';
import { ID_LENGTH, KIND_OF_LENGTH, kindOfId, type GeoIndex } from './geoIndex.js';
import type { Emparejador } from './types.js';

/** What a reference to a record resolved to. */
export type Resuelto =
  | { kind: 'one'; id: string; via: 'id' | 'codigo' | 'nombre' }
  | { kind: 'none'; mensaje: string }
  | { kind: 'doubt'; ids: string[]; mensaje: string }
  | { kind: 'error'; mensaje: string };

const ARTICLE: Record<Tipo, string> = { estado: 'el estado', municipio: 'el municipio', parroquia: 'la parroquia' };
export const theKind = (tipo: Tipo): string => ARTICLE[tipo];
const A: Record<Tipo, string> = { estado: 'un estado', municipio: 'un municipio', parroquia: 'una parroquia' };

/** `Altagracia (Maracaibo, Zulia)`: a record with its parents, as a person tells it apart. */
export function describe(index: GeoIndex, tipo: Tipo, id: string): string {
  const record = index.get(tipo, id);
  if (!record) return id;
  if (tipo === 'estado') return record.nombre;
  const estado = index.get('estado', record.estadoId)?.nombre ?? record.estadoId;
  if (tipo === 'municipio') return `${record.nombre} (${estado})`;
  const municipio = index.get('municipio', record.padre)?.nombre ?? record.padre;
  return `${record.nombre} (${municipio}, ${estado})`;
}

/** Refuses an id of another kind or shape; `undefined` when `id` is one of `tipo`'s. */
export function idProblem(tipo: Tipo, id: string): string | undefined {
  const kind = kindOfId(id);
  if (!kind) return `«${id}» no es un id de vegeo (EE, EEMM o EEMMPP)`;
  if (kind !== tipo) return `El id ${id} es de ${A[kind]}, no de ${A[tipo]}`;
  return undefined;
}

/**
 * The record of kind `tipo` that `ref` names, within `padre` when given: `id:N` / `ine:N`, a bare
 * number (an id, or an INE code where the data has them: both at once is a doubt), an ISO code
 * (`VE-L`, estados) or a name.
 */
export function resolveRef(index: GeoIndex, match: Emparejador, tipo: Tipo, ref: string, padre?: string): Resuelto {
  const inside = (id: string) => padre === undefined || id.startsWith(padre);
  const prefixed = /^(id|ine):\s*(\d+)$/i.exec(ref);
  if (prefixed || /^\d+$/.test(ref)) {
    const digits = prefixed ? prefixed[2]! : ref;
    const wantId = !prefixed || prefixed[1]!.toLowerCase() === 'id';
    const wantCode = !prefixed || prefixed[1]!.toLowerCase() === 'ine';
    // An id is told by its segments (one past 99 is longer), an INE code by its digits.
    const asId = wantId && kindOfId(digits) === tipo;
    const asCode = wantCode && digits.length === ID_LENGTH[tipo];
    if (!asId && !asCode) {
      const kind = (wantId ? kindOfId(digits) : undefined) ?? KIND_OF_LENGTH[digits.length];
      return { kind: 'error', mensaje: kind ? `«${ref}» es un número de ${A[kind]}, no de ${A[tipo]}` : `«${ref}» no es un id ni un código INE de ${A[tipo]}` };
    }
    const byId = asId && index.get(tipo, digits) && inside(digits) ? [digits] : [];
    const byCode = asCode ? index.byCode(tipo, digits).filter(inside) : [];
    const ids = [...new Set([...byId, ...byCode])];
    if (ids.length === 1) return { kind: 'one', id: ids[0]!, via: byId.length ? 'id' : 'codigo' };
    if (ids.length > 1) return { kind: 'doubt', ids, mensaje: `«${ref}» es el id de uno y el código INE de otro: escriba id:${digits} o ine:${digits}` };
    return { kind: 'none', mensaje: `No existe ${theKind(tipo)} ${ref}` };
  }
  if (tipo === 'estado' && /^VE-[A-Za-z]$/.test(ref)) {
    const iso = ref.toUpperCase();
    for (const record of index.records.estado.values()) if (record.campos['iso_31662'] === iso) return { kind: 'one', id: record.id, via: 'codigo' };
    return { kind: 'none', mensaje: `No existe el estado de código ${iso}` };
  }
  const found = match.buscar(tipo, ref, padre);
  if (found.ids.length === 1 && found.seguro) return { kind: 'one', id: found.ids[0]!, via: 'nombre' };
  if (found.ids.length > 0) {
    const why = found.ids.length > 1 ? `Hay ${found.ids.length} con el nombre «${ref}»` : `«${ref}» no es seguro${found.motivo ? ` (${found.motivo})` : ''}`;
    return { kind: 'doubt', ids: found.ids, mensaje: `${why}: elija cuál` };
  }
  const where = padre ? ` en ${describeParent(index, padre)}` : '';
  return { kind: 'none', mensaje: `No existe ${theKind(tipo)} «${ref}»${where}` };
}

/** `el estado Zulia`, `el municipio Maracaibo (Zulia)`. */
export function describeParent(index: GeoIndex, padre: string): string {
  const tipo = kindOfId(padre)!;
  return `${theKind(tipo)} ${describe(index, tipo, padre)}`;
}
