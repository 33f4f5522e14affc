import type { EstadoRecord, GeoTree, Tipo } from '@vegeo/data';
import { fail } from '../errors.js';
import { CAPITAL_ISO, checkIso, checkUniqueName, childrenOf, requireRecord } from './checks.js';
import { nextId } from './ids.js';
import type { CrearRegistro, EditarRegistro } from './schemas.js';
import { COLLECTION, emptyWrites, type Writes } from './tree.js';

/** One validated change, ready to be committed. */
export interface Change {
  accion: 'crear' | 'editar' | 'borrar';
  tipo: Tipo;
  id: string;
  cascada?: boolean;
  writes: Writes;
}

/** A new record under the next free id, after checking its parent, name and code. */
export function planCrear(tree: GeoTree, { tipo, datos }: CrearRegistro): Change {
  const writes = emptyWrites();
  let id: string;
  if (tipo === 'estado') {
    checkUniqueName(tree, 'estado', '', datos.estado);
    checkIso(tree, datos.iso_31662);
    id = nextId(tree, 'estado', '');
    writes.estados[id] = { ...datos, id_estado: Number(id) };
  } else if (tipo === 'municipio') {
    requireRecord(tree, 'estado', datos.estadoId);
    checkUniqueName(tree, 'municipio', datos.estadoId, datos.municipio);
    id = nextId(tree, 'municipio', datos.estadoId);
    writes.municipios[id] = datos;
  } else {
    const municipio = requireRecord(tree, 'municipio', datos.municipioId);
    checkUniqueName(tree, 'parroquia', datos.municipioId, datos.parroquia);
    id = nextId(tree, 'parroquia', datos.municipioId);
    writes.parroquias[id] = { ...datos, estadoId: municipio.estadoId };
  }
  return { accion: 'crear', tipo, id, writes };
}

/** The record with the given fields changed; parents never move. */
export function planEditar(tree: GeoTree, { tipo, id, datos }: EditarRegistro): Change {
  const writes = emptyWrites();
  if (tipo === 'estado') {
    const { ciudades, ...fields } = datos;
    const { ciudades: current, ...before } = requireRecord(tree, 'estado', id);
    if (fields.estado !== undefined) checkUniqueName(tree, 'estado', '', fields.estado, id);
    if (fields.iso_31662 !== undefined && fields.iso_31662 !== before.iso_31662) {
      if (before.iso_31662 === CAPITAL_ISO) throw fail('failed-precondition', 'El código VE-A del Distrito Capital no se puede cambiar');
      checkIso(tree, fields.iso_31662, id);
    }
    const kept = ciudades === undefined ? current : ciudades ?? undefined;
    const after: EstadoRecord = { ...before, ...fields };
    writes.estados[id] = kept ? { ...after, ciudades: kept } : after;
  } else if (tipo === 'municipio') {
    const before = requireRecord(tree, 'municipio', id);
    if (datos.municipio !== undefined) checkUniqueName(tree, 'municipio', before.estadoId, datos.municipio, id);
    writes.municipios[id] = { ...before, ...datos };
  } else {
    const before = requireRecord(tree, 'parroquia', id);
    if (datos.parroquia !== undefined) checkUniqueName(tree, 'parroquia', before.municipioId, datos.parroquia, id);
    writes.parroquias[id] = { ...before, ...datos };
  }
  return { accion: 'editar', tipo, id, writes };
}

/** The record gone; with children only when `cascada`, and then them too. */
export function planBorrar(tree: GeoTree, tipo: Tipo, id: string, cascada = false): Change {
  const record = requireRecord(tree, tipo, id);
  if (tipo === 'estado' && (record as EstadoRecord).iso_31662 === CAPITAL_ISO) {
    throw fail('failed-precondition', 'El Distrito Capital no se puede borrar');
  }
  const children = childrenOf(tree, tipo, id);
  const count = children.municipios.length + children.parroquias.length;
  if (count > 0 && !cascada) {
    const parts = [
      children.municipios.length ? `${children.municipios.length} municipios` : '',
      children.parroquias.length ? `${children.parroquias.length} parroquias` : '',
    ].filter(Boolean);
    throw fail('failed-precondition', `El ${tipo} '${id}' tiene ${parts.join(' y ')}; use cascada: true para borrarlos con él`, {
      municipios: children.municipios.length,
      parroquias: children.parroquias.length,
    });
  }
  const writes = emptyWrites();
  writes[COLLECTION[tipo]][id] = null;
  for (const child of children.municipios) writes.municipios[child] = null;
  for (const child of children.parroquias) writes.parroquias[child] = null;
  return { accion: 'borrar', tipo, id, writes, ...(cascada ? { cascada } : {}) };
}
