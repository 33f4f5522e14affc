import { answerQuery, buscar, capital, estado, municipio, pais, parroquia, toFlat } from '@vegeo/data';
import type { LookupService } from './lookupService.js';
import { placesOf, type Places } from './placeRefs.js';

const geo = { estado, municipio, parroquia, buscar };
let places: Places | undefined;

/** Lookups over the embedded dataset: synchronous, offline. */
export const localLookup: LookupService = {
  estado: (nombre, opciones) => estado(nombre, opciones),
  municipio: (nombre, opciones) => municipio(nombre, opciones),
  parroquia: (nombre, opciones) => parroquia(nombre, opciones),
  buscar: (texto, opciones) => buscar(texto, opciones),
  capital: () => capital,
  places: () => (places ??= placesOf(toFlat(pais))),
  estadosWithMunicipio: (nombre) => pais.filter((e) => municipio(nombre, { estado: e.estado }) !== undefined).map((e) => e.estado),
  lote: (queries) => queries.map((query) => answerQuery(geo, query)),
};
