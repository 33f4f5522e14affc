import type { MunicipioResponse } from '@vegeo/data';
import { municipioRequest } from '../requests.js';
import { lookupHandler } from './_lookup.js';

/** `municipio({ nombre, opciones })`: the municipio's result, `null` when none matched. */
export const handle = lookupHandler(
  municipioRequest,
  (geo, { nombre, opciones }): MunicipioResponse => geo.municipio(nombre, opciones) ?? null,
);
