import type { EstadoEntry, MunicipioEntry, ParroquiaEntry } from './geoIndex.js';
import type { EstadoResult, MunicipioResult, ParroquiaResult, ResultExtras } from '../types.js';

// Results are built fresh on every call (callers may mutate them), always with the same keys in
// the same order so that the engine sees one shape per kind. A record with nothing beyond the
// seed's fields (every one of the default edition but a few renamed places) takes the plain
// literal; the others are built apart, so that the common path stays as simple as it was.

export function estadoResult(entry: EstadoEntry, listMunicipios: boolean): EstadoResult {
  const { data, ciudades } = entry;
  const municipios = listMunicipios ? entry.municipioNames.slice() : entry.municipioNames.length;
  if (!entry.plain) return estadoWithExtras(entry, municipios);
  // Two literals rather than adding `ciudades` afterwards, which would grow the object.
  return ciudades === undefined
    ? { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
        parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado }
    : { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
        parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado, ciudades: ciudades.slice() };
}

function estadoWithExtras(entry: EstadoEntry, municipios: number | string[]): EstadoResult {
  const { data, ciudades } = entry;
  const result: EstadoResult = { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
    parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado };
  if (ciudades !== undefined) result.ciudades = ciudades.slice();
  return withExtras(result, entry);
}

export function municipioResult(entry: MunicipioEntry, listParroquias: boolean): MunicipioResult {
  if (!entry.plain) return withExtras(plainMunicipio(entry, listParroquias), entry);
  return plainMunicipio(entry, listParroquias);
}

function plainMunicipio(entry: MunicipioEntry, listParroquias: boolean): MunicipioResult {
  const { data } = entry;
  return {
    municipio: data.municipio,
    capital: data.capital,
    estado: entry.estado.data.estado,
    parroquias: listParroquias ? entry.parroquiaNames.slice() : entry.parroquiaNames.length,
    id: entry.id,
    estadoId: entry.estado.id,
  };
}

export function parroquiaResult(entry: ParroquiaEntry): ParroquiaResult {
  if (!entry.plain) return withExtras(plainParroquia(entry), entry);
  return plainParroquia(entry);
}

function plainParroquia(entry: ParroquiaEntry): ParroquiaResult {
  const { municipio } = entry;
  return {
    parroquia: entry.nombre,
    municipio: municipio.data.municipio,
    capital: municipio.data.capital,
    estado: municipio.estado.data.estado,
    id: entry.id,
    municipioId: municipio.id,
    estadoId: municipio.estado.id,
  };
}

/** `result` with the entry's INE code and other name, those it has. */
function withExtras<T extends ResultExtras>(result: T, entry: EstadoEntry | MunicipioEntry | ParroquiaEntry): T {
  if (entry.codigo !== undefined) result.codigo_ine = entry.codigo;
  if (entry.nombreAnterior !== undefined) result.nombre_anterior = entry.nombreAnterior;
  else if (entry.nombreActual !== undefined) result.nombre_actual = entry.nombreActual;
  return result;
}
