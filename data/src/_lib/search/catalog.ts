import type { PaisData, Tipo } from '../../types.js';
import { searchKey } from './key.js';

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
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Flattens the dataset into ranked entries with stable ids (`EE`, `EEMM`, `EEMMPP`). */
export function buildCatalog(pais: PaisData): Catalog {
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

  const estados: Entry[] = [];
  const municipios: Entry[] = [];
  const parroquias: Entry[] = [];
  const entryKeys: number[][] = [[], [], []];
  for (const e of pais) {
    const ee = pad(e.id_estado);
    const estadoKey = keyFor(e.estado);
    estados.push({ tipo: 'estado', nombre: e.estado, id: ee, estado: e.estado, municipio: undefined, estadoKey, municipioKey: -1 });
    entryKeys[0].push(estadoKey);
    e.municipios.forEach((m, i) => {
      const eemm = ee + pad(i + 1);
      const municipioKey = keyFor(m.municipio);
      municipios.push({ tipo: 'municipio', nombre: m.municipio, id: eemm, estado: e.estado, municipio: m.municipio, estadoKey, municipioKey });
      entryKeys[1].push(municipioKey);
      m.parroquias.forEach((p, j) => {
        parroquias.push({ tipo: 'parroquia', nombre: p, id: eemm + pad(j + 1), estado: e.estado, municipio: m.municipio, estadoKey, municipioKey });
        entryKeys[2].push(keyFor(p));
      });
    });
  }
  const entries = [...estados, ...municipios, ...parroquias];
  const { start, index } = groupByKey(entryKeys.flat(), keys.length);
  return { entries, keys, keyOf, entryStart: start, entryIndex: index };
}

/** Counting sort of entry indices by key; stable, so each group stays in rank order. */
function groupByKey(keyOfEntry: number[], keyCount: number): { start: Int32Array; index: Int32Array } {
  const start = new Int32Array(keyCount + 1);
  for (const k of keyOfEntry) start[k + 1]++;
  for (let k = 0; k < keyCount; k++) start[k + 1] += start[k];
  const fill = start.slice(0, keyCount);
  const index = new Int32Array(keyOfEntry.length);
  keyOfEntry.forEach((k, entry) => {
    index[fill[k]++] = entry;
  });
  return { start, index };
}
