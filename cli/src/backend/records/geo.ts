import {
  entriesOf,
  normalizeName,
  toFlat,
  type EstadoRecord,
  type MunicipioRecord,
  type ParroquiaRecord,
  type StoredGeo,
} from '@vegeo/data';
import { dataset } from '../dataset.js';
import type { Backend } from '../client/openBackend.js';
import { EXIT, UserError, usage } from '../../userError.js';

/**
 * `/geo` as read: the records by id, each with the version an edit or delete of it must name
 * (`versionOf`).
 */
export interface Snapshot {
  estados: [string, EstadoRecord][];
  municipios: [string, MunicipioRecord][];
  parroquias: [string, ParroquiaRecord][];
}

/**
 * Reads `/geo` as the signed-in user. While it is still empty the callables work on the embedded
 * dataset (see functions' commitChange), so names resolve against that.
 */
export async function readSnapshot(backend: Backend): Promise<Snapshot> {
  const stored = await backend.read<StoredGeo>('geo');
  const geo: StoredGeo = stored?.estados ? stored : toFlat(dataset);
  return {
    estados: entriesOf(geo.estados).map(([id, { ciudades: _ciudades, ...estado }]) => [id, estado]),
    municipios: entriesOf(geo.municipios),
    parroquias: entriesOf(geo.parroquias),
  };
}

const missing = (what: string, ref: string) => new UserError(`No existe ${what} «${ref}».`, EXIT.refused);

/** The single id among `matches`, or an error listing them. */
function one(matches: string[], what: string, ref: string, hint: string): string {
  if (matches.length === 0) throw missing(what, ref);
  if (matches.length > 1) throw usage(`Hay varios con el nombre «${ref}» (${matches.join(', ')}); ${hint}.`);
  return matches[0]!;
}

/** An estado by id (`14`, `7`), ISO code (`VE-L`) or name (`Mérida`, `merida`). */
export function estadoId(geo: Snapshot, ref: string): string {
  const key = /^\d{1,2}$/.test(ref) ? ref.padStart(2, '0') : undefined;
  const name = normalizeName(ref);
  const found = geo.estados.filter(
    ([id, e]) => id === key || e.iso_31662.toUpperCase() === ref.toUpperCase() || normalizeName(e.estado) === name,
  );
  return one(found.map(([id]) => id), 'el estado', ref, 'indique el id');
}

/** A municipio by id (`1401`) or by name, within `estado` when given. */
export function municipioId(geo: Snapshot, ref: string, estado?: string): string {
  if (/^\d{4}$/.test(ref)) {
    if (!geo.municipios.some(([id]) => id === ref)) throw missing('el municipio', ref);
    return ref;
  }
  const within = estado === undefined ? undefined : estadoId(geo, estado);
  const name = normalizeName(ref);
  const found = geo.municipios.filter(([, m]) => normalizeName(m.municipio) === name && (!within || m.estadoId === within));
  return one(found.map(([id]) => id), 'el municipio', ref, 'indique --estado o el id');
}

/** A parroquia by id (`140101`) or by name, within `municipio` (id or name, with `estado`) when given. */
export function parroquiaId(geo: Snapshot, ref: string, municipio?: string, estado?: string): string {
  if (/^\d{6}$/.test(ref)) {
    if (!geo.parroquias.some(([id]) => id === ref)) throw missing('la parroquia', ref);
    return ref;
  }
  const inMunicipio = municipio === undefined ? undefined : municipioId(geo, municipio, estado);
  const inEstado = estado === undefined ? undefined : estadoId(geo, estado);
  const name = normalizeName(ref);
  const found = geo.parroquias.filter(
    ([, p]) =>
      normalizeName(p.parroquia) === name && (!inMunicipio || p.municipioId === inMunicipio) && (!inEstado || p.estadoId === inEstado),
  );
  return one(found.map(([id]) => id), 'la parroquia', ref, 'indique --municipio o el id');
}
