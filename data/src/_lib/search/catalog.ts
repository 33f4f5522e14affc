import type { PaisData, Tipo } from '../../types.js';
import { NO_BASE_NAMES, NO_RENAMES, parroquiaName, type BaseNames, type Renames } from '../extras.js';
import { searchKey } from './key.js';
import { idSegment, POSITIONAL, storedId, type StoredIds } from '../ids.js';

/** One searchable name. Entries are kept in rank order, so an index is also the tie-break. */
export interface Entry {
  tipo: Tipo;
  nombre: string;
  id: string;
  estado: string;
  /** The municipality's name, for municipios and parroquias. */
  municipio: string | undefined;
  /** Key of the state's name, for the `estado` filter. */
  estadoKey: number;
  /** Key of the municipality's name (-1 for an estado), for the `municipio` filter. */
  municipioKey: number;
}

/** A place's other name, by which it is found like by its own: the field results name it in. */
export interface Alias {
  campo: 'nombre_actual' | 'nombre_anterior' | 'nombre_base';
  nombre: string;
}

/** The entries and their distinct search keys. */
export interface Catalog {
  /** Estados, then municipios, then parroquias, each in dataset order. */
  entries: Entry[];
  /** Distinct search keys of the entries' names. */
  keys: string[];
  keyOf: Map<string, number>;
  /** Entries named by key k: `entryIndex[entryStart[k] .. entryStart[k + 1])`, in rank order. */
  entryStart: Int32Array;
  entryIndex: Int32Array;
  /** Per place in `entryIndex`: -1 where the key is the entry's own name, else its alias in `aliases`. */
  entryAlias: Int32Array;
  aliases: Alias[];
  /** 1 for the entries that more than one key names (those with an alias). */
  multiKeyed: Uint8Array;
}

/**
 * Flattens the dataset into ranked entries with stable ids (`EE`, `EEMM`, `EEMMPP`), each named by
 * its own name and, when it has one, its other name (`nombre_anterior`, or its current name in
 * `renames`) and its default edition's names (`baseNames`). Ids are those records are stored under
 * (`ids`), where they differ from their position.
 */
export function buildCatalog(pais: PaisData, renames: Renames = NO_RENAMES, ids: StoredIds = POSITIONAL, baseNames: BaseNames = NO_BASE_NAMES): Catalog {
  const keys: string[] = [];
  const keyOf = new Map<string, number>();
  const keyFor = (name: string): number => {
    const key = searchKey(name);
    let k = keyOf.get(key);
    if (k === undefined) {
      k = keys.length;
      keys.push(key);
      keyOf.set(key, k);
    }
    return k;
  };

  const levels: Entry[][] = [[], [], []];
  // Per level, the (key, entry within the level, alias) triples naming its entries, in rank order.
  const names: number[][] = [[], [], []];
  const aliases: Alias[] = [];
  const add = (level: number, entry: Entry, other: { nombre_anterior?: string }, key: number) => {
    const at = levels[level].push(entry) - 1;
    names[level].push(key, at, -1);
    const renamed = renames.get(entry.id);
    const alias: Alias | undefined =
      other.nombre_anterior !== undefined ? { campo: 'nombre_anterior', nombre: other.nombre_anterior }
        : renamed !== undefined ? { campo: 'nombre_actual', nombre: renamed } : undefined;
    if (alias !== undefined) names[level].push(keyFor(alias.nombre), at, aliases.push(alias) - 1);
    for (const nombre of baseNames.get(entry.id) ?? []) names[level].push(keyFor(nombre), at, aliases.push({ campo: 'nombre_base', nombre }) - 1);
  };
  for (const e of pais) {
    const ee = idSegment(e.id_estado);
    const estadoKey = keyFor(e.estado);
    add(0, { tipo: 'estado', nombre: e.estado, id: storedId(ids, ee), estado: e.estado, municipio: undefined, estadoKey, municipioKey: -1 }, e, estadoKey);
    e.municipios.forEach((m, i) => {
      const eemm = ee + idSegment(i + 1);
      const municipioKey = keyFor(m.municipio);
      add(1, { tipo: 'municipio', nombre: m.municipio, id: storedId(ids, eemm), estado: e.estado, municipio: m.municipio, estadoKey, municipioKey }, m, municipioKey);
      m.parroquias.forEach((p, j) => {
        const nombre = parroquiaName(p);
        const entry: Entry = { tipo: 'parroquia', nombre, id: storedId(ids, eemm + idSegment(j + 1)), estado: e.estado, municipio: m.municipio, estadoKey, municipioKey };
        add(2, entry, typeof p === 'string' ? {} : p, keyFor(nombre));
      });
    });
  }
  const entries = levels.flat();
  const triples: number[] = [];
  let offset = 0;
  levels.forEach((level, l) => {
    const list = names[l];
    for (let i = 0; i < list.length; i += 3) triples.push(list[i], list[i + 1] + offset, list[i + 2]);
    offset += level.length;
  });
  const { start, index, alias } = groupByKey(triples, keys.length);
  const multiKeyed = new Uint8Array(entries.length);
  for (let i = 0; i < alias.length; i++) if (alias[i] >= 0) multiKeyed[index[i]] = 1;
  return { entries, keys, keyOf, entryStart: start, entryIndex: index, entryAlias: alias, aliases, multiKeyed };
}

/** Counting sort of (key, entry, alias) triples by key; stable, so each group stays in rank order. */
function groupByKey(triples: number[], keyCount: number): { start: Int32Array; index: Int32Array; alias: Int32Array } {
  const start = new Int32Array(keyCount + 1);
  for (let t = 0; t < triples.length; t += 3) start[triples[t] + 1]++;
  for (let k = 0; k < keyCount; k++) start[k + 1] += start[k];
  const fill = start.slice(0, keyCount);
  const index = new Int32Array(triples.length / 3);
  const alias = new Int32Array(triples.length / 3);
  for (let t = 0; t < triples.length; t += 3) {
    const at = fill[triples[t]]++;
    index[at] = triples[t + 1];
    alias[at] = triples[t + 2];
  }
  return { start, index, alias };
}
