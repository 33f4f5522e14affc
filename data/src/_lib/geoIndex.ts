import { cowList } from './cowList.js';
import { idSegment, POSITIONAL, storedId, type StoredIds } from './ids.js';
import { entryExtras, NO_BASE_NAMES, NO_RENAMES, otherNames, parroquiaName, type BaseNames, type EntryExtras, type Renames } from './extras.js';
import { keyOf } from './keyOf.js';
import { NameTable } from './nameTable.js';
import type { EstadoData, MunicipioData, PaisData } from '../types.js';

/** A region with everything its results need, computed once. */
// Lists that results copy are kept here as private, unfrozen arrays: V8 copies a frozen array
// element by element (over 100 times slower than a plain one), and `pais` is frozen.

export interface EstadoEntry extends EntryExtras {
  readonly data: EstadoData;
  readonly id: string;
  readonly municipioNames: readonly string[];
  readonly ciudades: readonly string[] | undefined;
  readonly parroquiaCount: number;
  /** Where its municipios and parroquias start in the flat lists (they are contiguous there). */
  readonly municipioStart: number;
  readonly parroquiaStart: number;
}

export interface MunicipioEntry extends EntryExtras {
  readonly data: MunicipioData;
  readonly parroquiaNames: readonly string[];
  readonly estado: EstadoEntry;
  readonly id: string;
  readonly key: string;
}

export interface ParroquiaEntry extends EntryExtras {
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

/** A region's entry; `municipioStart` and `parroquiaStart` are its offsets in the flat lists. */
export function estadoEntry(
  data: EstadoData, municipioStart: number, parroquiaStart: number, renames = NO_RENAMES, ids = POSITIONAL, baseNames = NO_BASE_NAMES,
): EstadoEntry {
  const id = storedId(ids, idSegment(data.id_estado));
  const { codigo, nombreAnterior, nombreActual, nombresBase, plain } = entryExtras(data, renames.get(id), baseNames.get(id));
  // Every field written out: entries read on every lookup keep one fast shape (a spread may not).
  return {
    data,
    id,
    municipioNames: data.municipios.map((m) => m.municipio),
    ciudades: data.ciudades && cowList(data.ciudades),
    parroquiaCount: data.municipios.reduce((sum, m) => sum + m.parroquias.length, 0),
    municipioStart,
    parroquiaStart,
    codigo,
    nombreAnterior,
    nombreActual,
    nombresBase,
    plain,
  };
}

/**
 * The tables of one level are built the first time something asks for them: a process that only
 * looks up estados (a CLI run, say) never pays for the 1474 municipios and parroquias.
 */
class LazyIndex implements GeoIndex {
  private estadoLevel?: { entries: EstadoEntry[]; byName: NameTable<EstadoEntry> };
  private municipioLevel?: { entries: MunicipioEntry[]; byName: NameTable<MunicipioEntry[]>; positions: string[] };
  private parroquiaLevel?: { entries: ParroquiaEntry[]; byName: NameTable<ParroquiaEntry[]> };

  constructor(
    private readonly pais: PaisData,
    private readonly renames: Renames,
    private readonly ids: StoredIds,
    private readonly baseNames: BaseNames,
  ) {}

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
      const estado = estadoEntry(data, municipioStart, parroquiaStart, this.renames, this.ids, this.baseNames);
      entries.push(estado);
      byName.addFirst(data.estado, estado);
      municipioStart += estado.municipioNames.length;
      parroquiaStart += estado.parroquiaCount;
    }
    // Other names (a former or current name, an INE code) after every name: a name wins.
    for (const estado of entries) for (const name of otherNames(estado)) byName.addFirst(name, estado);
    return { entries, byName };
  }

  private buildMunicipios(): NonNullable<LazyIndex['municipioLevel']> {
    const entries: MunicipioEntry[] = [];
    const byName = new NameTable<MunicipioEntry[]>();
    const positions: string[] = [];
    for (const estado of this.estados) {
      estado.data.municipios.forEach((data, m) => {
        const position = idSegment(estado.data.id_estado) + idSegment(m + 1);
        positions.push(position);
        const id = storedId(this.ids, position);
        const parroquiaNames = data.parroquias.map(parroquiaName);
        const { codigo, nombreAnterior, nombreActual, nombresBase, plain } = entryExtras(data, this.renames.get(id), this.baseNames.get(id));
        const key = keyOf(data.municipio);
        const municipio = { data, parroquiaNames, estado, id, key, codigo, nombreAnterior, nombreActual, nombresBase, plain };
        entries.push(municipio);
        byName.upsert(data.municipio, () => []).push(municipio);
      });
    }
    addOtherNames(byName, entries);
    return { entries, byName, positions };
  }

  private buildParroquias(): NonNullable<LazyIndex['parroquiaLevel']> {
    const entries: ParroquiaEntry[] = [];
    const byName = new NameTable<ParroquiaEntry[]>();
    const { positions } = (this.municipioLevel ??= this.buildMunicipios());
    this.municipios.forEach((municipio, at) => {
      municipio.data.parroquias.forEach((data, p) => {
        const id = storedId(this.ids, positions[at]! + idSegment(p + 1));
        const { codigo, nombreAnterior, nombreActual, nombresBase, plain } = entryExtras(data, this.renames.get(id), this.baseNames.get(id));
        const parroquia = { nombre: parroquiaName(data), municipio, id, codigo, nombreAnterior, nombreActual, nombresBase, plain };
        entries.push(parroquia);
        byName.upsert(parroquia.nombre, () => []).push(parroquia);
      });
    });
    addOtherNames(byName, entries);
    return { entries, byName };
  }
}

/** Files entries under their other names too, after every name (a name's matches come first). */
function addOtherNames<T extends EntryExtras>(byName: NameTable<T[]>, entries: readonly T[]): void {
  for (const entry of entries) {
    for (const name of otherNames(entry)) {
      const list = byName.upsert(name, () => []);
      if (!list.includes(entry)) list.push(entry);
    }
  }
}

/**
 * The tables for `pais`, which must not change afterwards (callers freeze it); built per level on
 * first use. `renames` gives current names of places `pais` still calls by an old one (by id);
 * `ids` the ids records are stored under, where they differ from their position; `baseNames` the
 * default edition's names of places a correction renamed (by id).
 */
export function buildIndex(pais: PaisData, renames: Renames = NO_RENAMES, ids: StoredIds = POSITIONAL, baseNames: BaseNames = NO_BASE_NAMES): GeoIndex {
  return new LazyIndex(pais, renames, ids, baseNames);
}
