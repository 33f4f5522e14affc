import { cowList } from './cowList.js';
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
    ciudades: data.ciudades && cowList(data.ciudades),
    parroquiaCount: data.municipios.reduce((sum, m) => sum + m.parroquias.length, 0),
    municipioStart,
    parroquiaStart,
  };
}

/**
 * The tables of one level are built the first time something asks for them: a process that only
 * looks up estados (a CLI run, say) never pays for the 1474 municipios and parroquias.
 */
class LazyIndex implements GeoIndex {
  private estadoLevel?: { entries: EstadoEntry[]; byName: NameTable<EstadoEntry> };
  private municipioLevel?: { entries: MunicipioEntry[]; byName: NameTable<MunicipioEntry[]> };
  private parroquiaLevel?: { entries: ParroquiaEntry[]; byName: NameTable<ParroquiaEntry[]> };

  constructor(private readonly pais: PaisData) {}

  get estados(): readonly EstadoEntry[] {
    return (this.estadoLevel ??= this.buildEstados()).entries;
  }
  get estadoByName(): NameTable<EstadoEntry> {
    return (this.estadoLevel ??= this.buildEstados()).byName;
  }
  get municipios(): readonly MunicipioEntry[] {
    return (this.municipioLevel ??= this.buildMunicipios()).entries;
  }
  get municipiosByName(): NameTable<MunicipioEntry[]> {
    return (this.municipioLevel ??= this.buildMunicipios()).byName;
  }
  get parroquias(): readonly ParroquiaEntry[] {
    return (this.parroquiaLevel ??= this.buildParroquias()).entries;
  }
  get parroquiasByName(): NameTable<ParroquiaEntry[]> {
    return (this.parroquiaLevel ??= this.buildParroquias()).byName;
  }

  private buildEstados(): NonNullable<LazyIndex['estadoLevel']> {
    const entries: EstadoEntry[] = [];
    const byName = new NameTable<EstadoEntry>();
    let municipioStart = 0;
    let parroquiaStart = 0;
    for (const data of this.pais) {
      const estado = estadoEntry(data, municipioStart, parroquiaStart);
      entries.push(estado);
      byName.addFirst(data.estado, estado);
      municipioStart += estado.municipioNames.length;
      parroquiaStart += estado.parroquiaCount;
    }
    return { entries, byName };
  }

  private buildMunicipios(): NonNullable<LazyIndex['municipioLevel']> {
    const entries: MunicipioEntry[] = [];
    const byName = new NameTable<MunicipioEntry[]>();
    for (const estado of this.estados) {
      estado.data.municipios.forEach((data, m) => {
        const municipio = { data, parroquiaNames: [...data.parroquias], estado, id: estado.id + pad2(m + 1), key: keyOf(data.municipio) };
        entries.push(municipio);
        byName.upsert(data.municipio, () => []).push(municipio);
      });
    }
    return { entries, byName };
  }

  private buildParroquias(): NonNullable<LazyIndex['parroquiaLevel']> {
    const entries: ParroquiaEntry[] = [];
    const byName = new NameTable<ParroquiaEntry[]>();
    for (const municipio of this.municipios) {
      municipio.data.parroquias.forEach((nombre, p) => {
        const parroquia = { nombre, municipio, id: municipio.id + pad2(p + 1) };
        entries.push(parroquia);
        byName.upsert(nombre, () => []).push(parroquia);
      });
    }
    return { entries, byName };
  }
}

/** The tables for `pais`, which must not change afterwards (callers freeze it); built per level on first use. */
export function buildIndex(pais: PaisData): GeoIndex {
  return new LazyIndex(pais);
}
