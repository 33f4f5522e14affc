/** The three levels of Venezuela's administrative geography, from the top. */
export type Nivel = 'estado' | 'municipio' | 'parroquia';

/** The editions of the embedded data: `ine` (today's names, with INE codes) or `base` (the seed's names). */
export type Edicion = 'ine' | 'base';

/** The levels in order, from the top. */
export const NIVELES: readonly Nivel[] = ['estado', 'municipio', 'parroquia'];

/**
 * One place of a data source, with `@vegeo/data`'s field names. Ids are its ids: estado `EE`,
 * municipio `EEMM`, parroquia `EEMMPP` (or whatever ids a database stores the records under).
 */
export interface Place {
  id: string;
  nombre: string;
  /** The estado's id (municipios and parroquias). */
  estadoId?: string;
  /** The municipio's id (parroquias). */
  municipioId?: string;
  /** Official INE code (the `ine` edition). */
  codigo_ine?: string;
  /** The name it had before it was renamed; it is found by it too (the `ine` edition). */
  nombre_anterior?: string;
  /** The name it has now, when the data gives its old one; it is found by it too (the `base` edition). */
  nombre_actual?: string;
  /** Estados and municipios: the capital, a city the search finds the place by. */
  capital?: string;
  /** Estados: other cities the search finds the estado by. */
  ciudades?: readonly string[];
  /** Estados: ISO 3166-2 code (`VE-A` is the Distrito Capital). */
  iso_31662?: string;
}

/** A chosen place, as the value carries it. */
export interface ChosenPlace {
  id: string;
  nombre: string;
  codigo_ine?: string;
}

/**
 * What a `<SelectorUbicacion>` holds and gives `onChange`: the place chosen at each level, or
 * `null`. The same shape goes in (`value`, `defaultValue`); `idsDe` and `codigosIneDe` read from
 * it what a backend stores, `ubicacionDe` builds it from stored ids or codes.
 */
export interface UbicacionValue {
  estado: ChosenPlace | null;
  municipio: ChosenPlace | null;
  parroquia: ChosenPlace | null;
}

/**
 * A value as given to the selector: at each level a chosen place, or just its id (the name is
 * then read from the data), or nothing.
 */
export type UbicacionInput = Partial<Record<Nivel, ChosenPlace | { id: string; nombre?: string } | string | null>>;

/** Per level: an id, an INE code, or nothing; what `idsDe`, `codigosIneDe` give and `ubicacionDe` takes. */
export type UbicacionClaves = Record<Nivel, string | null>;

/** What identifies a place in a form or a backend: vegeo's id (`13`) or the INE code (`14`). */
export type Clave = 'id' | 'ine';

/** Attributes of one level's `<input>`, over those the selector gives all its levels. */
export interface CampoProps {
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * Where the places come from. `load` is called once per level and source, when the level is
 * first needed, and may answer at once or with a promise.
 */
export interface PlaceSource {
  load(nivel: Nivel): readonly Place[] | PromiseLike<readonly Place[]>;
}

/** The texts a person reads or hears, in Spanish by default; any of them may be replaced. */
export interface Labels {
  estado: string;
  municipio: string;
  parroquia: string;
  /** `<BuscadorLugar>`'s label. */
  lugar: string;
  /** The clear button's accessible name; `{campo}` is the field's label. */
  clear: string;
  loading: string;
  loadError: string;
  noResults: string;
  oneResult: string;
  /** `{n}`: how many places match. */
  results: string;
  /** When more places match than are listed; `{n}` is how many are listed. */
  more: string;
  /** The browser's message for a required field left without a choice. */
  choose: string;
  /** What the options of the lower levels show of their parents: `{municipio}`, `{estado}`. */
  inMunicipio: string;
  /** How an option found by a city reads its detail: `{ciudad}`. */
  byCity: string;
  /** In an empty box. */
  placeholder: string;
  /** In `<BuscadorLugar>`'s empty box. */
  placeholderLugar: string;
  /** The browser's message for a place chosen without an INE code, with `valorOculto="ine"`: `{nombre}`. */
  noIne: string;
}

/** The default texts. */
export const LABELS: Labels = {
  estado: 'Estado',
  municipio: 'Municipio',
  parroquia: 'Parroquia',
  lugar: 'Lugar',
  clear: 'Borrar {campo}',
  loading: 'Cargando…',
  loadError: 'No se pudieron cargar los lugares. Vuelva a intentarlo.',
  noResults: 'Sin resultados',
  oneResult: '1 resultado',
  results: '{n} resultados',
  more: 'Se muestran los primeros {n}: escriba para precisar',
  choose: 'Elija una opción de la lista',
  inMunicipio: '{municipio}, {estado}',
  byCity: 'por {ciudad}',
  placeholder: 'Escriba o elija',
  placeholderLugar: 'Escriba un lugar',
  noIne: '{nombre} aún no tiene código INE',
};
