import { COLLECTIONS, KIND, versionOf, type Collection } from '@vegeo/data';
import { fail } from '../errors.js';
import type { AuditRecord } from '../store.js';
import { article, checkIso, checkUniqueName } from './checks.js';
import { lastIssued, parentOf, sequenceKey } from './ids.js';
import type { Change } from './plans.js';
import { applyWrites, emptyWrites, type RecordsTree } from './tree.js';

type Side = Partial<Record<Collection, Record<string, Record<string, unknown>>>>;

/**
 * The change that undoes the audit entry `clave`: every record it touched back as it was before
 * (gone if it did not exist). Refused when a later change touched one of them (their versions
 * moved), or when the result would leave a reference broken or a name or code taken twice.
 */
export function planRestaurar(tree: RecordsTree, clave: string, entry: AuditRecord): Change {
  if (entry.tipo === 'usuario' || entry.version === undefined) {
    throw fail('failed-precondition', 'Solo se restauran cambios de estados, municipios y parroquias', { motivo: 'regla' });
  }
  const antes = (entry.antes ?? {}) as Side;
  const despues = (entry.despues ?? {}) as Side;
  const writes = emptyWrites();
  for (const collection of COLLECTIONS) {
    const ids = new Set([...Object.keys(antes[collection] ?? {}), ...Object.keys(despues[collection] ?? {})]);
    for (const id of ids) {
      const now = tree[collection][id];
      // Each record as the change left it carries the version it wrote (an import's batches, different ones).
      const left = despues[collection]?.[id];
      const untouched = left ? now !== undefined && versionOf(now) === (left['version'] ?? entry.version) : now === undefined;
      if (!untouched) {
        const tipo = KIND[collection];
        throw fail(
          'failed-precondition',
          `Un cambio posterior tocó ${article(tipo)} ${tipo} '${id}'; restaure antes ese cambio`,
          { motivo: 'version', version: now ? versionOf(now) : null },
        );
      }
      const { version: _version, ...before } = antes[collection]?.[id] ?? {};
      (writes[collection] as Record<string, unknown>)[id] = antes[collection]?.[id] ? before : null;
    }
  }
  const after = applyWrites(tree, writes);
  checkResult(after, writes);
  return { accion: 'restaurar', tipo: entry.tipo, id: entry.id, writes, secuencias: issuedBack(tree, after, writes), restaura: clave };
}

/** The sequences of the parents of records brought back, where those records' ids pass them. */
function issuedBack(tree: RecordsTree, after: RecordsTree, writes: Change['writes']): Record<string, number> {
  const secuencias: Record<string, number> = {};
  for (const collection of COLLECTIONS) {
    for (const [id, record] of Object.entries(writes[collection])) {
      const key = sequenceKey(parentOf(id));
      const last = lastIssued(after, KIND[collection], parentOf(id));
      if (record && last > (tree.secuencias[key] ?? 0)) secuencias[key] = last;
    }
  }
  return secuencias;
}

/** Every record the restore writes has its parent, no record it removes leaves children, no name or code is taken twice. */
function checkResult(after: RecordsTree, writes: Change['writes']): void {
  const broken = (message: string) => fail('failed-precondition', message, { motivo: 'regla' });
  for (const [id, estado] of Object.entries(writes.estados)) {
    if (estado) {
      checkUniqueName(after, 'estado', '', estado.estado, id);
      checkIso(after, estado.iso_31662, id);
    }
  }
  for (const [id, municipio] of Object.entries(writes.municipios)) {
    if (!municipio) continue;
    if (!after.estados[municipio.estadoId]) throw broken(`El municipio '${id}' quedaría sin su estado '${municipio.estadoId}', que ya no existe`);
    checkUniqueName(after, 'municipio', municipio.estadoId, municipio.municipio, id);
  }
  for (const [id, parroquia] of Object.entries(writes.parroquias)) {
    if (!parroquia) continue;
    if (!after.municipios[parroquia.municipioId]) throw broken(`La parroquia '${id}' quedaría sin su municipio '${parroquia.municipioId}', que ya no existe`);
    checkUniqueName(after, 'parroquia', parroquia.municipioId, parroquia.parroquia, id);
  }
  for (const collection of ['estados', 'municipios'] as const) {
    for (const [id, record] of Object.entries(writes[collection])) {
      if (record) continue;
      const orphan = [...Object.keys(after.municipios), ...Object.keys(after.parroquias)].find((child) => child.startsWith(id));
      if (orphan) throw broken(`Quitar ${article(KIND[collection])} ${KIND[collection]} '${id}' dejaría sin padre a '${orphan}', creado después`);
    }
  }
}

/**
 * The batches of one import (oldest first) as one entry to restore: each record as it was before
 * the first batch that touched it, and as the last one left it. Keyed by the first batch.
 */
export function wholeImport(batches: [string, AuditRecord][]): [string, AuditRecord] {
  const antes: Record<string, Record<string, unknown>> = {};
  const despues: Record<string, Record<string, unknown>> = {};
  const touched = new Set<string>();
  for (const [, entry] of batches) {
    const before = (entry.antes ?? {}) as Side;
    const after = (entry.despues ?? {}) as Side;
    for (const collection of COLLECTIONS) {
      const ids = new Set([...Object.keys(before[collection] ?? {}), ...Object.keys(after[collection] ?? {})]);
      for (const id of ids) {
        const key = `${collection}/${id}`;
        if (!touched.has(key) && before[collection]?.[id]) (antes[collection] ??= {})[id] = before[collection]![id]!;
        touched.add(key);
        if (after[collection]?.[id]) (despues[collection] ??= {})[id] = after[collection]![id]!;
        else delete despues[collection]?.[id];
      }
    }
  }
  const [first] = batches[0]!;
  const last = batches.at(-1)![1];
  return [first, { ...last, antes: antes as AuditRecord['antes'], despues: despues as AuditRecord['despues'] }];
}
