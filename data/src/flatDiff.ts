import { compareIds, entriesOf, type StoredGeo } from './flat.js';
import type { Tipo } from './types.js';

/** One difference between two flat trees. */
export interface GeoChange {
  accion: 'creado' | 'borrado' | 'editado';
  tipo: Tipo;
  id: string;
  /** For `editado`: the field that moved. */
  campo?: string;
  antes?: unknown;
  despues?: unknown;
  /** The change in one Spanish line, e.g. `municipio 1401 editado: capital "El Vigía" → "Vigía"`. */
  texto: string;
}

const COLLECTIONS = [
  ['estados', 'estado'],
  ['municipios', 'municipio'],
  ['parroquias', 'parroquia'],
] as const;

/**
 * What changed from `before` to `after`, estados then municipios then parroquias, ids ascending;
 * one entry per created or deleted record and per edited field. `meta`, `secuencias` and the
 * records' `version` (bookkeeping, not data) are not compared.
 *
 * @example diffGeo(a, b).map((c) => c.texto)
 * // ['municipio 1401 editado: capital "El Vigía" → "Vigía"', 'parroquia 140105 creado: "Nueva"']
 */
export function diffGeo(before: StoredGeo, after: StoredGeo): GeoChange[] {
  const changes: GeoChange[] = [];
  for (const [collection, tipo] of COLLECTIONS) {
    const old = new Map<string, object>(entriesOf<object>(before[collection]));
    const now = new Map<string, object>(entriesOf<object>(after[collection]));
    const ids = [...new Set([...old.keys(), ...now.keys()])].sort(compareIds);
    for (const id of ids) {
      const a = old.get(id);
      const b = now.get(id);
      if (!a && b) changes.push({ accion: 'creado', tipo, id, despues: b, texto: `${tipo} ${id} ${agreeing(tipo, 'cread')}: ${label(b, tipo)}` });
      else if (a && !b) changes.push({ accion: 'borrado', tipo, id, antes: a, texto: `${tipo} ${id} ${agreeing(tipo, 'borrad')}: ${label(a, tipo)}` });
      else if (a && b) changes.push(...fieldChanges(tipo, id, a, b));
    }
  }
  return changes;
}

function fieldChanges(tipo: Tipo, id: string, a: object, b: object): GeoChange[] {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((campo) => campo !== 'version');
  return fields
    .filter((campo) => canonical(left[campo]) !== canonical(right[campo]))
    .map((campo) => ({
      accion: 'editado' as const,
      tipo,
      id,
      campo,
      antes: left[campo],
      despues: right[campo],
      texto: `${tipo} ${id} ${agreeing(tipo, 'editad')}: ${campo} ${show(left[campo])} → ${show(right[campo])}`,
    }));
}

/** The participle as the kind wants it: a parroquia is «creada», a municipio «creado». */
const agreeing = (tipo: Tipo, stem: string): string => stem + (tipo === 'parroquia' ? 'a' : 'o');

function label(record: object, tipo: Tipo): string {
  return show((record as Record<string, unknown>)[tipo]);
}

const show = (value: unknown): string => (value === undefined ? '(nada)' : JSON.stringify(value));

// RTDB may hand a list back as an object with numeric keys; both forms compare equal.
function canonical(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.every((k) => /^\d+$/.test(k))) {
      return canonical(keys.sort((x, y) => Number(x) - Number(y)).map((k) => (value as Record<string, unknown>)[k]));
    }
  }
  return JSON.stringify(value) ?? 'undefined';
}
