import type { EstadoEntry, MunicipioEntry, ParroquiaEntry } from './geoIndex.js';
import type { EstadoResult, MunicipioResult, ParroquiaResult } from '../types.js';

// Results are built fresh on every call (callers may mutate them), always with the same keys in
// the same order so that the engine sees one shape per kind: a literal with `codigo_ine` for the
// ine edition's records. The rare other name (a renamed place) is added afterwards.

export function estadoResult(entry: EstadoEntry, listMunicipios: boolean): EstadoResult {
  const { data, ciudades } = entry;
  const municipios = listMunicipios ? entry.municipioNames.slice() : entry.municipioNames.length;
  const { codigo } = entry;
  // Literals rather than adding `ciudades` afterwards, which would grow the object.
  let result: EstadoResult;
  if (codigo === undefined) {
    result = ciudades === undefined
      ? { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
          parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado }
      : { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
          parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado, ciudades: ciudades.slice() };
  } else {
    result = ciudades === undefined
      ? { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
          parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado, codigo_ine: codigo }
      : { iso_31662: data.iso_31662, estado: data.estado, capital: data.capital, municipios,
          parroquias: entry.parroquiaCount, id: entry.id, id_estado: data.id_estado, ciudades: ciudades.slice(), codigo_ine: codigo };
  }
  return entry.names === undefined ? result : Object.assign(result, entry.names);
}

export function municipioResult(entry: MunicipioEntry, listParroquias: boolean): MunicipioResult {
  const { data, codigo, estado } = entry;
  const parroquias = listParroquias ? entry.parroquiaNames.slice() : entry.parroquiaNames.length;
  const result: MunicipioResult = codigo === undefined
    ? { municipio: data.municipio, capital: data.capital, estado: estado.data.estado, parroquias, id: entry.id, estadoId: estado.id }
    : { municipio: data.municipio, capital: data.capital, estado: estado.data.estado, parroquias, id: entry.id, estadoId: estado.id,
        codigo_ine: codigo };
  return entry.names === undefined ? result : Object.assign(result, entry.names);
}

export function parroquiaResult(entry: ParroquiaEntry): ParroquiaResult {
  const { municipio, codigo } = entry;
  const { data, estado } = municipio;
  const result: ParroquiaResult = codigo === undefined
    ? { parroquia: entry.nombre, municipio: data.municipio, capital: data.capital, estado: estado.data.estado, id: entry.id,
        municipioId: municipio.id, estadoId: estado.id }
    : { parroquia: entry.nombre, municipio: data.municipio, capital: data.capital, estado: estado.data.estado, id: entry.id,
        municipioId: municipio.id, estadoId: estado.id, codigo_ine: codigo };
  return entry.names === undefined ? result : Object.assign(result, entry.names);
}
