import { keyOf } from './keyOf.js';
import { NameTable } from './nameTable.js';
import type { EstadoData, MunicipioData, PaisData } from '../types.js';

/** A region with everything its results need, computed once. */
// Lists that results copy are kept here as private, unfrozen arrays: V8 copies a frozen array
// element by element (over 100 times slower than a plain one), and `pais` is frozen.

export interface EstadoEntry {
  readonly data: EstadoData;
  readonly id: string;
  readonly municipioNames: readonly string[];
  readonly ciudades: readonly string[] | undefined;
  readonly parroquiaCount: number;
  /** Where its municipios and parroquias start in the flat lists (they are contiguous there). */
  readonly municipioStart: number;
  readonly parroquiaStart: number;
}

export interface MunicipioEntry {
  readonly data: MunicipioData;
  readonly parroquiaNames: readonly string[];
  readonly estado: EstadoEntry;
  readonly id: string;
  readonly key: string;
}

export interface ParroquiaEntry {
  readonly nombre: string;
  readonly municipio: MunicipioEntry;
  readonly id: string;
}

/**
 * Lookup tables over one country. Each map is keyed by normalised name and also by every name's
 * exact spelling (a normalised key can only equal a spelling that is already normalised, so the
 * two kinds of key never disagree): the exact spelling then costs a single map lookup.
 */
export interface GeoIndex {
  readonly estados: readonly EstadoEntry[];
  readonly municipios: readonly MunicipioEntry[];
  readonly parroquias: readonly ParroquiaEntry[];
  readonly estadoByName: NameTable<EstadoEntry>;
  readonly municipiosByName: NameTable<MunicipioEntry[]>;
  readonly parroquiasByName: NameTable<ParroquiaEntry[]>;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A region's entry; `municipioStart` and `parroquiaStart` are its offsets in the flat lists. */
export function estadoEntry(data: EstadoData, municipioStart: number, parroquiaStart: number): EstadoEntry {
  return {
    data,
    id: pad2(data.id_estado),
    municipioNames: data.municipios.map((m) => m.municipio),
    ciudades: data.ciudades && [...data.ciudades],
    parroquiaCount: data.municipios.reduce((sum, m) => sum + m.parroquias.length, 0),
    municipioStart,
    parroquiaStart,
  };
}

/** Builds the tables for `pais`, which must not change afterwards (callers freeze it). */
export function buildIndex(pais: PaisData): GeoIndex {
  const estados: EstadoEntry[] = [];
  const municipios: MunicipioEntry[] = [];
  const parroquias: ParroquiaEntry[] = [];
  const estadoByName = new NameTable<EstadoEntry>();
  const municipiosByName = new NameTable<MunicipioEntry[]>();
  const parroquiasByName = new NameTable<ParroquiaEntry[]>();

  for (const data of pais) {
    const estado = estadoEntry(data, municipios.length, parroquias.length);
    estados.push(estado);
    estadoByName.addFirst(data.estado, estado);
    data.municipios.forEach((mData, m) => {
      const municipio = {
        data: mData,
        parroquiaNames: [...mData.parroquias],
        estado,
        id: estado.id + pad2(m + 1),
        key: keyOf(mData.municipio),
      };
      municipios.push(municipio);
      municipiosByName.upsert(mData.municipio, () => []).push(municipio);
      mData.parroquias.forEach((nombre, p) => {
        const parroquia = { nombre, municipio, id: municipio.id + pad2(p + 1) };
        parroquias.push(parroquia);
        parroquiasByName.upsert(nombre, () => []).push(parroquia);
      });
    });
  }
  return { estados, municipios, parroquias, estadoByName, municipiosByName, parroquiasByName };
}

