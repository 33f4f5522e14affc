import { answerQuery, buscar, capital, estado, municipio, parroquia } from '@vegeo/data';
import type { LookupService } from './lookup.js';

const geo = { estado, municipio, parroquia, buscar };

/** Lookups over the embedded dataset: synchronous, offline. */
export const localLookup: LookupService = {
  estado: (nombre, opciones) => estado(nombre, opciones),
  municipio: (nombre, opciones) => municipio(nombre, opciones),
  parroquia: (nombre, opciones) => parroquia(nombre, opciones),
  buscar: (texto, opciones) => buscar(texto, opciones),
  capital: () => capital,
  lote: (queries) => queries.map((query) => answerQuery(geo, query)),
};
