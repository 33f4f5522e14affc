import { COLLECTION, type EstadoRecord, type Tipo } from '@vegeo/data';
import { fail } from '../errors.js';
import { CAPITAL_ISO, article, checkIso, checkUniqueName, checkVersion, childrenOf, requireRecord } from './checks.js';
import { lastIssued, nextId, numberOf, parentOf, sequenceKey, sequencesUnder } from './ids.js';
import type { BorrarRegistro, CrearRegistro, EditarRegistro } from '../requests.js';
import { emptyWrites, type RecordsTree, type Writes } from './tree.js';

/**
 * One validated change, ready to be committed: the records it writes (without their new
 * `version`, which the commit stamps) and the id sequences it moves (only ever up).
 */
export interface Change {
  accion: 'crear' | 'editar' | 'borrar' | 'restaurar' | 'importar';
  tipo: Tipo;
  id: string;
  cascada?: boolean;
  /** For a restore: the audit key of the change it undoes. */
  restaura?: string;
  writes: Writes;
  secuencias: Record<string, number>;
}

/** A new record under the next id never issued under its parent, after checking parent, name and code. */
export function planCrear(tree: RecordsTree, { tipo, datos }: CrearRegistro): Change {
  const writes = emptyWrites();
  let id: string;
  if (tipo === 'estado') {
    checkUniqueName(tree, 'estado', '', datos.estado);
    checkIso(tree, datos.iso_31662);
    id = nextId(tree, 'estado', '');
    writes.estados[id] = { ...datos, id_estado: numberOf(id) };
  } else if (tipo === 'municipio') {
    requireRecord(tree, 'estado', datos.estadoId, 'datos.estadoId');
    checkUniqueName(tree, 'municipio', datos.estadoId, datos.municipio);
    id = nextId(tree, 'municipio', datos.estadoId);
    writes.municipios[id] = datos;
  } else {
    const municipio = requireRecord(tree, 'municipio', datos.municipioId, 'datos.municipioId');
    checkUniqueName(tree, 'parroquia', datos.municipioId, datos.parroquia);
    id = nextId(tree, 'parroquia', datos.municipioId);
    writes.parroquias[id] = { ...datos, estadoId: municipio.estadoId };
  }
  return { accion: 'crear', tipo, id, writes, secuencias: { [sequenceKey(parentOf(id))]: numberOf(id) } };
}

/** The record with the given fields changed, if it is still the version read; parents never move. */
export function planEditar(tree: RecordsTree, { tipo, id, datos, version }: EditarRegistro): Change {
  const writes = emptyWrites();
  if (tipo === 'estado') {
    const { ciudades, ...fields } = datos;
    const { ciudades: current, ...before } = requireRecord(tree, 'estado', id);
    checkVersion(before, tipo, id, version);
    if (fields.estado !== undefined) checkUniqueName(tree, 'estado', '', fields.estado, id);
    if (fields.iso_31662 !== undefined && fields.iso_31662 !== before.iso_31662) {
      if (before.iso_31662 === CAPITAL_ISO) throw rule('El código VE-A del Distrito Capital no se puede cambiar');
      checkIso(tree, fields.iso_31662, id);
    }
    const kept = ciudades === undefined ? current : ciudades ?? undefined;
    const after: EstadoRecord = { ...before, ...fields };
    writes.estados[id] = kept ? { ...after, ciudades: kept } : after;
  } else if (tipo === 'municipio') {
    const before = requireRecord(tree, 'municipio', id);
    checkVersion(before, tipo, id, version);
    if (datos.municipio !== undefined) checkUniqueName(tree, 'municipio', before.estadoId, datos.municipio, id);
    writes.municipios[id] = { ...before, ...datos };
  } else {
    const before = requireRecord(tree, 'parroquia', id);
    checkVersion(before, tipo, id, version);
    if (datos.parroquia !== undefined) checkUniqueName(tree, 'parroquia', before.municipioId, datos.parroquia, id);
    writes.parroquias[id] = { ...before, ...datos };
  }
  return { accion: 'editar', tipo, id, writes, secuencias: {} };
}

/**
 * The record gone, if it is still the version read; with children only when `cascada`, and then
 * them too, whatever they hold now. Its parent's sequence keeps its id from being issued again.
 */
export function planBorrar(tree: RecordsTree, { tipo, id, version, cascada = false }: BorrarRegistro): Change {
  const record = requireRecord(tree, tipo, id);
  checkVersion(record, tipo, id, version);
  if (tipo === 'estado' && (record as EstadoRecord).iso_31662 === CAPITAL_ISO) throw rule('El Distrito Capital no se puede borrar');
  const children = childrenOf(tree, tipo, id);
  if (children.municipios.length + children.parroquias.length > 0 && !cascada) {
    const parts = [
      children.municipios.length ? `${children.municipios.length} municipios` : '',
      children.parroquias.length ? `${children.parroquias.length} parroquias` : '',
    ].filter(Boolean);
    const pronoun = tipo === 'parroquia' ? 'ella' : 'él';
    throw fail('failed-precondition', `${capitalized(article(tipo))} ${tipo} '${id}' tiene ${parts.join(' y ')}; use cascada: true para borrarlos con ${pronoun}`, {
      motivo: 'hijos',
      municipios: children.municipios.length,
      parroquias: children.parroquias.length,
    });
  }
  const writes = emptyWrites();
  writes[COLLECTION[tipo]][id] = null;
  for (const child of children.municipios) writes.municipios[child] = null;
  for (const child of children.parroquias) writes.parroquias[child] = null;
  // The sequences of what goes stay (a restore brings it back), and are written out while its children still count.
  const secuencias = { [sequenceKey(parentOf(id))]: lastIssued(tree, tipo, parentOf(id)), ...sequencesUnder(tree, tipo, id, children.municipios) };
  return { accion: 'borrar', tipo, id, writes, secuencias, ...(cascada ? { cascada } : {}) };
}

const rule = (message: string) => fail('failed-precondition', message, { motivo: 'regla' });
const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);
