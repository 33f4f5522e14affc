import { entriesOf, ID_DEPTH, idDepth, normalizeName, type EstadoRecord, type MunicipioRecord, type ParroquiaRecord, type StoredGeo, type Tipo } from '@vegeo/data';

// How a command line names a place (`--estado`, `--municipio`, a record to edit, a lookup's
// name), read against the data the command uses: the edition it answers from, or `/geo`. A number
// has one meaning in a given data: the INE code where the data carries INE codes (the ine
// edition, or a database seeded or corrected into it), the id otherwise (the base edition has no
// codes). `id:21` and `ine:24` say which, whatever the data.

/** The places of the data a command uses, by id. */
export interface Places {
  estados: [string, Omit<EstadoRecord, 'ciudades'>][];
  municipios: [string, MunicipioRecord][];
  parroquias: [string, ParroquiaRecord][];
}

/** The places of a flat tree (`toFlat(pais)`, or `/geo` as read). */
export function placesOf(geo: Pick<StoredGeo, 'estados' | 'municipios' | 'parroquias'>): Places {
  return { estados: entriesOf(geo.estados), municipios: entriesOf(geo.municipios), parroquias: entriesOf(geo.parroquias) };
}

/** A reference as typed: by id, INE code, ISO code (estados), a bare number (read by the data), or a name. */
export type PlaceRef =
  | { by: 'id' | 'ine' | 'numero'; code: string }
  | { by: 'iso'; code: string }
  | { by: 'nombre'; text: string };

const PREFIXED = /^(id|ine):\s*(\d+)$/i;
const NUMBER = /^\d+$/;
const ISO = /^VE-[A-Z]$/i;

export function readRef(ref: string): PlaceRef {
  const text = ref.trim();
  const prefixed = PREFIXED.exec(text);
  if (prefixed) return { by: prefixed[1]!.toLowerCase() as 'id' | 'ine', code: prefixed[2]! };
  if (NUMBER.test(text)) return { by: 'numero', code: text };
  if (ISO.test(text)) return { by: 'iso', code: text.toUpperCase() };
  return { by: 'nombre', text };
}

/** Whether `ref` is a name: the lookups take it as typed, with no data to read first. */
export const isName = (ref: string): boolean => readRef(ref).by === 'nombre';

/** Whether a number means an INE code in `places` (it carries them) rather than an id. */
export const numbersAreCodes = (places: Places): boolean => places.estados.some(([, e]) => e.codigo_ine !== undefined);

/** What a bare number means in `places`. */
export const numberMeaning = (places: Places): 'id' | 'ine' => (numbersAreCodes(places) ? 'ine' : 'id');

/** How many digits each kind's INE code has. */
const DIGITS: Record<Tipo, number> = { estado: 2, municipio: 4, parroquia: 6 };

type Entry = [string, { codigo_ine?: string; iso_31662?: string }];

const listOf = (places: Places, tipo: Tipo): Entry[] =>
  tipo === 'estado' ? places.estados : tipo === 'municipio' ? places.municipios : places.parroquias;

/** The name field of a record of kind `tipo`. */
export const nameOf = (record: object, tipo: Tipo): string => String((record as Record<string, unknown>)[tipo] ?? '');

/** The record of kind `tipo` stored under `id`, if any. */
export function recordIn(places: Places, tipo: Tipo, id: string): object | undefined {
  return listOf(places, tipo).find(([key]) => key === id)?.[1];
}

/** The name of the record `id` of kind `tipo` (empty when there is none). */
export const nameIn = (places: Places, tipo: Tipo, id: string): string => nameOf(recordIn(places, tipo, id) ?? {}, tipo);

/**
 * The ids of the places of kind `tipo` that `ref` names, in the data's order: by id, INE code or
 * ISO code (one at most), or by name, accents and case aside (as many as share it).
 */
function idsNamedBy(places: Places, tipo: Tipo, ref: PlaceRef): string[] {
  const list = listOf(places, tipo);
  if (ref.by === 'nombre') {
    const key = normalizeName(ref.text);
    return list.filter(([, record]) => normalizeName(nameOf(record, tipo)) === key).map(([id]) => id);
  }
  if (ref.by === 'iso') return list.filter(([, record]) => record.iso_31662 === ref.code).map(([id]) => id);
  // An estado's one-digit number is its two-digit code (`7`, `07`), as ids and INE codes are written.
  const code = tipo === 'estado' ? ref.code.padStart(2, '0') : ref.code;
  const by = ref.by === 'numero' ? numberMeaning(places) : ref.by;
  // An id past 99 under its parent is longer (`13010003100`): ids are told by their segments.
  if (by === 'id' ? idDepth(code) !== ID_DEPTH[tipo] : code.length !== DIGITS[tipo]) return [];
  return list.filter(([id, record]) => (by === 'id' ? id : record.codigo_ine) === code).map(([id]) => id);
}

/**
 * How a command takes a bare number that is one record's INE code and another's id (data with
 * INE codes whose ids are the base edition's: `24` is La Guaira's code and Distrito Capital's id).
 * Everything else resolves alike under both.
 * - `read`, for the lookups: the data's own reading, the INE code, as every lookup by number in
 *   that data answers (`vegeo estado 24 --edicion ine` is La Guaira); showing a place changes
 *   nothing, and the answer names the place it shows.
 * - `write`, for what changes a record (`editar`, `borrar`, the parent a `crear` goes under):
 *   refused (`twoWays`), so that `ine:` or `id:` says which; a change would otherwise land on the
 *   record the user did not mean, and it can't be taken back by looking again.
 */
export type RefPolicy = 'read' | 'write';

/** What a reference names in some places. */
export type Resolution =
  | { kind: 'one'; id: string }
  /** A name that several share, in the data's order. */
  | { kind: 'several'; ids: string[] }
  /** Under `write` only: `code` is the INE code of `ine` and the id of `id`. */
  | { kind: 'twoWays'; code: string; ine: string; id: string }
  /**
   * Nothing. `asId`: the number, read as an INE code, names nothing, but it is a record's id
   * (`id:` and it reaches that one); `noCodes`: an `ine:` code asked of data without INE codes.
   */
  | { kind: 'none'; asId?: string; noCodes?: true };

/**
 * The place of kind `tipo` that `ref` (as typed: see `readRef`) names in `places`, the data the
 * command uses (its edition's, or the backend's `/geo`), among the ids `among` keeps when given
 * (a municipio within its `--estado`). `policy` says how a number that reads two ways is taken.
 *
 * @example resolvePlace(places, 'estado', 'VE-M', 'read') // { kind: 'one', id: '14' }
 * @example resolvePlace(inePlaces, 'estado', '24', 'write') // { kind: 'twoWays', code: '24', ine: '21', id: '24' }
 */
export function resolvePlace(places: Places, tipo: Tipo, ref: string, policy: RefPolicy, among?: (id: string) => boolean): Resolution {
  const read = readRef(ref);
  const matches = idsNamedBy(places, tipo, read).filter((id) => !among || among(id));
  // A bare number in data with INE codes was read as a code; as an id it may name a record too.
  const code = read.by === 'numero' && numbersAreCodes(places) ? read.code : undefined;
  const asId = () => (code === undefined ? undefined : idsNamedBy(places, tipo, { by: 'id', code })[0]);
  if (matches.length === 1) {
    const other = policy === 'write' ? asId() : undefined;
    return other !== undefined && other !== matches[0] ? { kind: 'twoWays', code: code!, ine: matches[0]!, id: other } : { kind: 'one', id: matches[0]! };
  }
  if (matches.length > 1) return { kind: 'several', ids: matches };
  if (asId() !== undefined) return { kind: 'none', asId: code! };
  return read.by === 'ine' && !numbersAreCodes(places) ? { kind: 'none', noCodes: true } : { kind: 'none' };
}
