import { entriesOf, toFlat, type StoredGeo, type Tipo } from '@vegeo/data';
import { dataset } from '../dataset.js';
import type { Backend } from '../client/openBackend.js';
import { nameIn, numbersAreCodes, placesOf, resolvePlace, type Places } from '../../lookup/placeRefs.js';
import { EXIT, UserError, usage } from '../../userError.js';
import { ofKind as of, theKind as the } from '../../format/kind.js';

/**
 * `/geo` as read: the records by id, each with the version an edit or delete of it must name
 * (`versionOf`).
 */
export type Snapshot = Places;

/**
 * Reads `/geo` as the signed-in user. While it is still empty the callables work on the embedded
 * dataset (see functions' commitChange), so names resolve against that.
 */
export async function readSnapshot(backend: Backend): Promise<Snapshot> {
  const stored = await backend.read<StoredGeo>('geo');
  const geo = stored?.estados ? stored : toFlat(dataset);
  const places = placesOf(geo);
  // An edit offers an estado's fields as defaults: its list of ciudades is none of them.
  return { ...places, estados: entriesOf(geo.estados).map(([id, { ciudades: _ciudades, ...estado }]) => [id, estado]) };
}

/**
 * The one record of kind `tipo` that `ref` names in `geo` (`resolvePlace`'s `write` policy, see
 * lookup/placeRefs.ts), within `among` when given. A change is written to it, so a bare number
 * that is an INE code of one record and the id of another is refused: `ine:` or `id:` says which.
 */
function recordId(geo: Snapshot, tipo: Tipo, ref: string, hint: string, among?: (id: string) => boolean): string {
  const found = resolvePlace(geo, tipo, ref, 'write', among);
  const name = (id: string) => `${id} «${nameIn(geo, tipo, id)}»`;
  switch (found.kind) {
    case 'one':
      return found.id;
    case 'twoWays':
      throw usage(`«${ref}» es el código INE ${of(tipo)} ${name(found.ine)} y el id ${of(tipo)} ${name(found.id)}: escriba ine:${found.code} o id:${found.code}.`);
    case 'several': {
      const ids = found.ids.map((id) => (numbersAreCodes(geo) ? `id:${id}` : id));
      throw usage(`Hay varios con el nombre «${ref}» (${ids.join(', ')}); ${hint}.`);
    }
    case 'none': {
      const why = found.asId !== undefined ? ` (en estos datos, un número es un código INE; para el id, escriba id:${found.asId})`
        : found.noCodes ? ' (estos datos no llevan códigos INE)' : '';
      throw new UserError(`No existe ${the(tipo)} «${ref}»${why}.`, EXIT.refused);
    }
  }
}

/** An estado by id or INE code (a number, as the data reads it; `id:14`, `ine:15`), ISO code (`VE-L`) or name (`Mérida`, `merida`). */
export function estadoId(geo: Snapshot, ref: string): string {
  return recordId(geo, 'estado', ref, 'indique el id');
}

/** A municipio by number (`1401`, `id:1401`, `ine:1501`) or by name, within `estado` when given. */
export function municipioId(geo: Snapshot, ref: string, estado?: string): string {
  const within = estado === undefined ? undefined : estadoId(geo, estado);
  const estadoOf = new Map(geo.municipios.map(([id, m]) => [id, m.estadoId]));
  return recordId(geo, 'municipio', ref, 'indique --estado o el id', within === undefined ? undefined : (id) => estadoOf.get(id) === within);
}

/** A parroquia by number (`140101`, `id:140101`) or by name, within `municipio` (id or name, with `estado`) when given. */
export function parroquiaId(geo: Snapshot, ref: string, municipio?: string, estado?: string): string {
  const inMunicipio = municipio === undefined ? undefined : municipioId(geo, municipio, estado);
  const inEstado = estado === undefined ? undefined : estadoId(geo, estado);
  const parents = new Map(geo.parroquias.map(([id, p]) => [id, p]));
  const among = (id: string) => (!inMunicipio || parents.get(id)?.municipioId === inMunicipio) && (!inEstado || parents.get(id)?.estadoId === inEstado);
  return recordId(geo, 'parroquia', ref, 'indique --municipio o el id', among);
}
