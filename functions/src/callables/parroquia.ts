import type { ParroquiaResponse } from '@vegeo/data';
import { parroquiaRequest } from '../requests.js';
import { lookupHandler } from './_lookup.js';

/** `parroquia({ nombre, opciones })`: the parroquia (or the list of them), `null` when none matched. */
export const handle = lookupHandler(
  parroquiaRequest,
  (geo, { nombre, opciones }): ParroquiaResponse => geo.parroquia(nombre, opciones) ?? null,
);
