import type { BuscarResponse } from '@vegeo/data';
import { buscarRequest } from '../requests.js';
import { lookupHandler } from './_lookup.js';

/** `buscar({ nombre, opciones })`: ranked hits, best first; `null` when there are none. */
export const handle = lookupHandler(buscarRequest, (geo, { nombre, opciones }): BuscarResponse => {
  const hits = geo.buscar(nombre, opciones);
  return hits.length === 0 ? null : hits;
});
