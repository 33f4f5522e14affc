/**
 * What a record of the `ine` edition carries beyond the seed's fields (all optional: the default
 * edition has none of them).
 */
export interface Extras {
  /** The INE code: estado 2 digits, municipio 4, parroquia 6. */
  codigo_ine?: string;
  /** The name it had before it was renamed; lookups find it by this name too. */
  nombre_anterior?: string;
}

/** A parish with what the `ine` edition says of it beyond its name. */
export interface ParroquiaDetail extends Extras {
  parroquia: string;
}

/** A parish: its name, or (in the `ine` edition) its name with its code or former name. */
export type ParroquiaData = string | ParroquiaDetail;

/** A municipality as published in the dataset. */
export interface MunicipioData<P extends ParroquiaData = ParroquiaData> extends Extras {
  municipio: string;
  capital: string;
  /** Parishes, in published order. May be empty (Sucre, municipio Bolívar, in the default edition). */
  parroquias: P[];
}

/** A region (23 states and the Distrito Capital) as published in the dataset. */
export interface EstadoData<P extends ParroquiaData = ParroquiaData> extends Extras {
  /** ISO 3166-2 code, `VE-X` … */
  iso_31662: string;
  estado: string;
  capital: string;
  /** 1 to 24, the region's position in the dataset. */
  id_estado: number;
  municipios: MunicipioData<P>[];
  /** Cities; absent for the Distrito Capital. */
  ciudades?: string[];
}

/** The whole country: the 24 regions in published order. The default edition's parishes are plain names. */
export type PaisData<P extends ParroquiaData = ParroquiaData> = EstadoData<P>[];

/** The three levels of the geography. */
export type Tipo = 'estado' | 'municipio' | 'parroquia';

/**
 * What a result says of a place beyond the seed's fields, when it has it: its INE code (`ine`
 * edition), its former name (`ine` edition) or its current name (default edition, for a place
 * renamed since its data was published).
 */
export interface ResultExtras extends Extras {
  /** The name the place has now, when the edition still gives its old one. */
  nombre_actual?: string;
}

/** What `estado` answers. `municipios` is a count, or the names with `{ municipios: true }`. */
export interface EstadoResult extends ResultExtras {
  iso_31662: string;
  estado: string;
  capital: string;
  municipios: number | string[];
  /** The state's parish count. */
  parroquias: number;
  /** Stable id `EE`. */
  id: string;
  id_estado: number;
  ciudades?: string[];
}

/** What `municipio` answers. `parroquias` is a count, or the names with `{ parroquias: true }`. */
export interface MunicipioResult extends ResultExtras {
  municipio: string;
  capital: string;
  /** The state's name. */
  estado: string;
  parroquias: number | string[];
  /** Stable id `EEMM`. */
  id: string;
  estadoId: string;
}

/** One parish that `parroquia` matched. `capital` is its municipality's capital. */
export interface ParroquiaResult extends ResultExtras {
  parroquia: string;
  municipio: string;
  capital: string;
  estado: string;
  /** Stable id `EEMMPP`. */
  id: string;
  municipioId: string;
  estadoId: string;
}

export interface EstadoOptions {
  /** List the municipality names instead of counting them. */
  municipios?: boolean;
}

export interface MunicipioOptions {
  /** List the parish names instead of counting them. */
  parroquias?: boolean;
  /** Only look in this state (a name, matched like any name). */
  estado?: string;
}

export interface ParroquiaOptions {
  /** Only parishes of municipalities with this name. */
  municipio?: string;
  /** Only parishes of this state. */
  estado?: string;
}

export interface BuscarOptions {
  /** Only this level. */
  tipo?: Tipo;
  /** Only entries of this state (a name). */
  estado?: string;
  /** Only entries of municipalities with this name (parishes, and the municipality itself). */
  municipio?: string;
  /** At most this many results, best first. Default 10. */
  max?: number;
}

/** One ranked search hit: plain data. */
export interface BuscarResult {
  tipo: Tipo;
  nombre: string;
  id: string;
  /** The state's name (for an estado, its own). */
  estado: string;
  /** The municipality's name, for parishes (and for a municipio, its own). */
  municipio?: string;
  /** 0 to 1, higher is better; 1 for an exact match. */
  puntuacion: number;
  /**
   * For an estado or a municipio found by the name of a city rather than its own: that city, its
   * capital or (for an estado) one of its ciudades.
   */
  ciudad?: string;
  /** For a place found by its other name: its current name (default edition)… */
  nombre_actual?: string;
  /** …or its former name (`ine` edition)… */
  nombre_anterior?: string;
  /**
   * …or, in the `ine` edition, the name the default edition gives it where a correction changed
   * it (`Mavaka Mavaka` for Mavaca).
   */
  nombre_base?: string;
}

/** Totals of the geography. */
export interface Totales {
  estados: number;
  municipios: number;
  parroquias: number;
}
