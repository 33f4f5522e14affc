import type { EstadoEntry, MunicipioEntry, ParroquiaEntry } from './geoIndex.js';
import type { EstadoResult, MunicipioResult, ParroquiaResult } from '../types.js';

// Results are built fresh on every call (callers may mutate them), always with the same keys in
// the same order so that the engine sees one shape per kind.

export function estadoResult(entry: EstadoEntry, listMunicipios: boolean): EstadoResult {
  const { data } = entry;
  const result: EstadoResult = {
    iso_31662: data.iso_31662,
    estado: data.estado,
    capital: data.capital,
    municipios: listMunicipios ? entry.municipioNames.slice() : entry.municipioNames.length,
    parroquias: entry.parroquiaCount,
    id: entry.id,
    id_estado: data.id_estado,
  };
  if (data.ciudades !== undefined) result.ciudades = data.ciudades.slice();
  return result;
}

export function municipioResult(entry: MunicipioEntry, listParroquias: boolean): MunicipioResult {
  const { data } = entry;
  return {
    municipio: data.municipio,
    capital: data.capital,
    estado: entry.estado.data.estado,
    parroquias: listParroquias ? data.parroquias.slice() : data.parroquias.length,
    id: entry.id,
    estadoId: entry.estado.id,
  };
}

export function parroquiaResult(entry: ParroquiaEntry): ParroquiaResult {
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
