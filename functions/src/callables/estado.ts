import type { EstadoResponse } from '@vegeo/data';
import { estadoRequest } from '../requests.js';
import { lookupHandler } from './_lookup.js';

/** `estado({ nombre, opciones })`: the estado's result, `null` when no estado has that name. */
export const handle = lookupHandler(estadoRequest, (geo, { nombre, opciones }): EstadoResponse => geo.estado(nombre, opciones) ?? null);
