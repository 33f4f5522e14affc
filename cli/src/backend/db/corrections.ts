import {
  COLLECTION,
  diffGeo,
  entriesOf,
  versionOf,
  type BorrarRegistroRequest,
  type CrearRegistroRequest,
  type EditarRegistroRequest,
  type GeoTree,
  type StoredGeo,
  type Tipo,
} from '@vegeo/data';
import type { Correccion } from '@vegeo/data/ine';

/**
 * One audited change that brings a record from the default edition to the `ine` edition;
 * `target` is the record as the `ine` edition has it (none for a delete).
 */
export type Correction = { tipo: Tipo; id: string; target: object | undefined } & (
  | { accion: 'editar'; request: EditarRegistroRequest }
  | { accion: 'crear'; request: CrearRegistroRequest }
  | { accion: 'borrar'; request: BorrarRegistroRequest }
);

/** What `vegeo db corregir` will do with what `/geo` holds now. */
export interface CorrectionPlan {
  /** In the order to send them: estados, municipios, parroquias; edits, then deletes, then creates. */
  changes: Correction[];
  /** Records already as the `ine` edition has them. */
  done: number;
  /** Records edited since they were seeded (neither as seeded nor as corrected): left alone. */
  edited: { tipo: Tipo; id: string; texto: string }[];
}

const COLLECTIONS = [
  ['estados', 'estado'],
  ['municipios', 'municipio'],
  ['parroquias', 'parroquia'],
] as const;

/** The fields of a stored record that the editions give; its version is the database's own. */
function fieldsOf(record: object | undefined): Record<string, unknown> | undefined {
  if (record === undefined) return undefined;
  const { version: _version, ...fields } = record as Record<string, unknown>;
  return fields;
}

/** Whether two records (or their absence) are the same, lists as RTDB returns them included. */
function same(collection: string, a: object | undefined, b: object | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return diffGeo({ [collection]: { x: a } }, { [collection]: { x: b } }).length === 0;
}

/** Whether `stored` (the record `/geo` holds now, `null` when none) is as `change` makes it. */
export function isCorrected(change: Correction, stored: object | null): boolean {
  return same(COLLECTION[change.tipo], fieldsOf(stored ?? undefined), change.target);
}

/**
 * The `nota` of a record's change: the corrections that make it, each with its sources (ids of
 * data/ine/fuentes.json), at most 500 characters.
 */
export function notaFor(tipo: Tipo, id: string, correcciones: readonly Correccion[], codeChanged: boolean): string {
  const own = correcciones.filter((c) => c.estado === 'aplicada' && c.registro === id && c.tipo === tipo);
  const codes = codeChanged ? correcciones.filter((c) => c.estado === 'aplicada' && c.clase === 'codigo_ine') : [];
  const parts = [...own, ...codes].map((c) => `${c.id} ${c.clase} (fuentes: ${c.fuentes.join(', ')})`);
  const nota = `Edición ine: ${parts.join('; ')}`;
  return nota.length <= 500 ? nota : `${nota.slice(0, 499)}…`;
}

/**
 * Plans the changes from `base` (the default edition, flat) to `target` (the `ine` edition, flat)
 * over what `/geo` holds: a record still as seeded is changed; one already as corrected is left
 * (so running again does nothing); one that is neither was edited since, and is listed, not
 * touched.
 */
export function planCorrections(stored: StoredGeo, base: GeoTree, target: GeoTree, correcciones: readonly Correccion[]): CorrectionPlan {
  const plan: CorrectionPlan = { changes: [], done: 0, edited: [] };
  for (const [collection, tipo] of COLLECTIONS) {
    const now = new Map<string, object>(entriesOf<object>(stored[collection] as never));
    const before = new Map<string, object>(Object.entries(base[collection]));
    const after = new Map<string, object>(Object.entries(target[collection]));
    const ids = [...new Set([...before.keys(), ...after.keys()])].sort();
    const edits: Correction[] = [];
    const deletes: Correction[] = [];
    const creates: Correction[] = [];
    for (const id of ids) {
      const current = now.get(id);
      const seeded = before.get(id);
      const corrected = after.get(id);
      if (same(collection, fieldsOf(current), corrected)) {
        plan.done += Number(!same(collection, seeded, corrected));
        continue;
      }
      if (!same(collection, fieldsOf(current), seeded)) {
        // What changed since it was seeded (the first field of it).
        const [change] = diffGeo({ [collection]: { [id]: seeded } }, { [collection]: { [id]: fieldsOf(current) } });
        plan.edited.push({ tipo, id, texto: change?.texto ?? `${tipo} ${id}` });
        continue;
      }
      const version = current === undefined ? 0 : versionOf(current);
      const codeChanged = (corrected as { codigo_ine?: string } | undefined)?.codigo_ine !== undefined;
      const nota = notaFor(tipo, id, correcciones, codeChanged);
      // The datos come from the edition's records, whose fields are those the callables take.
      if (corrected === undefined) deletes.push({ accion: 'borrar', tipo, id, target: corrected, request: { tipo, id, version, nota } });
      else if (seeded === undefined) {
        const request = { tipo, datos: creationData(tipo, corrected), nota } as unknown as CrearRegistroRequest;
        creates.push({ accion: 'crear', tipo, id, target: corrected, request });
      } else {
        const request = { tipo, id, datos: changedFields(seeded, corrected), version, nota } as unknown as EditarRegistroRequest;
        edits.push({ accion: 'editar', tipo, id, target: corrected, request });
      }
    }
    plan.changes.push(...edits, ...deletes, ...creates);
  }
  return plan;
}

/** The fields `corrected` gives a new value (a field it drops is sent as `null`). */
function changedFields(seeded: object, corrected: object): Record<string, unknown> {
  const a = seeded as Record<string, unknown>;
  const b = corrected as Record<string, unknown>;
  const datos: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) datos[key] = b[key] ?? null;
  }
  return datos;
}

/** What a create sends: the record's fields, its parent named by id (the estado's is implied). */
function creationData(tipo: Tipo, record: object): Record<string, unknown> {
  const { estadoId, ...fields } = record as Record<string, unknown>;
  return tipo === 'municipio' ? { ...fields, estadoId } : fields;
}
