import { COLLECTION, PARENT_FIELD, type ImportarRegistrosResponse, type Tipo } from '@vegeo/data';
import { HttpsError } from 'firebase-functions/https';
import { fail, parse } from '../errors.js';
import { borrarRegistroRequest, crearRegistroRequest, editarRegistroRequest, type ImportarRegistros } from '../requests.js';
import { namesakes } from './checks.js';
import { planBorrar, planCrear, planEditar, type Change } from './plans.js';
import { applyWrites, emptyWrites, type RecordsTree, type Writes } from './tree.js';

type Result = Pick<ImportarRegistrosResponse, 'hechos' | 'rechazo'>;

/**
 * One batch of an import as ONE change: each of its changes planned over `/geo` as the ones
 * before it left it (so a create's id and a rename's name see them), its steps together or not
 * at all. A step already in effect writes nothing (`ya`). The first change refused stops the
 * batch: the ones before it are the change, it is the `rechazo`.
 */
export function planImport(tree: RecordsTree, input: ImportarRegistros): { change: Change | null; result: Result } {
  let current = tree;
  const writes = emptyWrites();
  const secuencias: Record<string, number> = {};
  const result: Result = { hechos: [], rechazo: null };
  let tipo: Tipo | undefined;
  for (const { clave, pasos } of input.cambios) {
    try {
      let next = current;
      const mine = emptyWrites();
      const ids: string[] = [];
      let applied = false;
      for (const raw of pasos) {
        const paso = parsePaso(raw as unknown as Record<string, unknown>);
        tipo ??= paso.tipo;
        const done = inEffect(next, paso);
        if (done !== undefined) {
          ids.push(done);
          continue;
        }
        const change = paso.accion === 'crear' ? planCrear(next, paso.request) : paso.accion === 'editar' ? planEditar(next, paso.request) : planBorrar(next, paso.request);
        next = { ...applyWrites(next, change.writes), secuencias: { ...next.secuencias, ...change.secuencias } };
        merge(mine, change.writes);
        for (const [key, last] of Object.entries(change.secuencias)) secuencias[key] = Math.max(secuencias[key] ?? 0, last);
        ids.push(change.id);
        applied = true;
      }
      current = next;
      merge(writes, mine);
      result.hechos.push({ clave, estado: applied ? 'aplicado' : 'ya', ids });
    } catch (error) {
      if (!(error instanceof HttpsError)) throw error;
      const detalles = error.details as NonNullable<Result['rechazo']>['detalles'];
      result.rechazo = { clave, codigo: error.code, mensaje: error.message, ...(detalles ? { detalles } : {}) };
      break;
    }
  }
  const writesAny = Object.values(writes).some((records) => Object.keys(records).length > 0);
  if (!writesAny || !tipo) return { change: null, result };
  return { change: { accion: 'importar', tipo, id: input.importacion, writes, secuencias }, result };
}

type Paso =
  | { accion: 'crear'; tipo: Tipo; request: ReturnType<typeof crearRegistroRequest.parse> }
  | { accion: 'editar'; tipo: Tipo; request: ReturnType<typeof editarRegistroRequest.parse> }
  | { accion: 'borrar'; tipo: Tipo; request: ReturnType<typeof borrarRegistroRequest.parse> };

/** A step checked as the callable of its `accion` checks its request. */
function parsePaso(raw: Record<string, unknown>): Paso {
  const { accion, ...rest } = raw;
  if (accion === 'crear') {
    const request = parse(crearRegistroRequest, rest);
    return { accion, tipo: request.tipo, request };
  }
  if (accion === 'editar') {
    const request = parse(editarRegistroRequest, rest);
    return { accion, tipo: request.tipo, request };
  }
  if (accion === 'borrar') {
    const request = parse(borrarRegistroRequest, rest);
    return { accion, tipo: request.tipo, request };
  }
  const mensaje = "'accion' debe ser crear, editar o borrar";
  throw fail('invalid-argument', mensaje, { problemas: [{ campo: 'accion', mensaje }] });
}

/**
 * The record a step already left as it asks, if it did: a sibling of the name with the fields
 * given (a create), the record with those fields (an edit), the record gone (a delete). Sent
 * again after a lost answer or an interruption, such a step writes nothing.
 */
function inEffect(tree: RecordsTree, paso: Paso): string | undefined {
  const records = tree[COLLECTION[paso.tipo]] as unknown as Record<string, Record<string, unknown>>;
  const same = (record: Record<string, unknown> | undefined, datos: Record<string, unknown>) =>
    record !== undefined && Object.entries(datos).every(([field, value]) => JSON.stringify(record[field] ?? null) === JSON.stringify(value ?? null));
  if (paso.accion === 'borrar') return records[paso.request.id] ? undefined : paso.request.id;
  if (paso.accion === 'editar') return same(records[paso.request.id], paso.request.datos) ? paso.request.id : undefined;
  const datos = paso.request.datos as Record<string, unknown>;
  const parentField = PARENT_FIELD[paso.tipo];
  const parentId = parentField === undefined ? '' : String(datos[parentField]);
  for (const [id, record] of namesakes(tree, paso.tipo, parentId, String(datos[paso.tipo]))) {
    if (same(record as Record<string, unknown>, datos)) return id;
  }
  return undefined;
}

function merge(into: Writes, from: Writes) {
  for (const collection of Object.keys(from) as (keyof Writes)[]) Object.assign(into[collection], from[collection]);
}
