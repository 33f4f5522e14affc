import type { EstadoEntry, MunicipioEntry, ParroquiaEntry } from './geoIndex.js';
import type { EstadoResult, MunicipioResult, ParroquiaResult } from '../types.js';

// Results are built fresh on every call (callers may mutate them), always with the same keys in
// the same order so that the engine sees one shape per kind.

export function estadoResult(entry: EstadoEntry, listMunicipios: boolean): EstadoResult {
  const { data, ciudades } = entry;
  const municipios = listMunicipios ? entry.municipioNames.slice() : entry.municipioNames.length;
  // Two literals rather than adding `ciudades` afterwards, which would grow the object.
  const result: EstadoResult = ciudades === undefined
    ? { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
        parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado }
    : { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
        parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado, ciudades: ciudades.slice() };
  return entry.extras === undefined ? result : Object.assign(result, entry.extras);
}

export function municipioResult(entry: MunicipioEntry, listParroquias: boolean): MunicipioResult {
  const { data } = entry;
  const result: MunicipioResult = {
    municipio: data.municipio,
    capital: data.capital,
    estado: entry.estado.data.estado,
    parroquias: listParroquias ? entry.parroquiaNames.slice() : entry.parroquiaNames.length,
    id: entry.id,
    estadoId: entry.estado.id,
  };
  return entry.extras === undefined ? result : Object.assign(result, entry.extras);
}

export function parroquiaResult(entry: ParroquiaEntry): ParroquiaResult {
  const { municipio } = entry;
  const result: ParroquiaResult = {
    parroquia: entry.nombre,
    municipio: municipio.data.municipio,
    capital: municipio.data.capital,
    estado: municipio.estado.data.estado,
    id: entry.id,
    municipioId: municipio.id,
    estadoId: municipio.estado.id,
  };
  return entry.extras === undefined ? result : Object.assign(result, entry.extras);
}
