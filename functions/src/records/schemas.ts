import { z } from 'zod';
import { request, texto, version } from '../contracts.js';
import { LIMITS } from '../limits.js';

const iso = z.string("'iso_31662' debe ser un texto").regex(/^VE-[A-Z]$/, "'iso_31662' debe tener la forma VE-X (una letra mayúscula)");
const ciudades = z.array(texto('Cada ciudad'), "'ciudades' debe ser una lista de textos").max(LIMITS.ciudades);
const parentId = (campo: string, digits: number) =>
  z.string(`'${campo}' debe ser un texto`).regex(new RegExp(`^\\d{${digits}}$`), `'${campo}' debe tener ${digits} dígitos`);

/** Strict objects for `datos`, so a misspelt field is reported rather than dropped. */
const datos = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campo desconocido en 'datos': '${issue.keys[0]}'` : "'datos' debe ser un objeto",
  });

const estadoDatos = { estado: texto("'estado'"), capital: texto("'capital'"), iso_31662: iso };
const municipioDatos = { municipio: texto("'municipio'"), capital: texto("'capital'") };
const parroquiaDatos = { parroquia: texto("'parroquia'") };

export const crearRegistroRequest = z.discriminatedUnion(
  'tipo',
  [
    request({ tipo: z.literal('estado'), version, datos: datos({ ...estadoDatos, ciudades: ciudades.optional() }) }),
    request({ tipo: z.literal('municipio'), version, datos: datos({ ...municipioDatos, estadoId: parentId('estadoId', 2) }) }),
    request({ tipo: z.literal('parroquia'), version, datos: datos({ ...parroquiaDatos, municipioId: parentId('municipioId', 4) }) }),
  ],
  { error: "'tipo' debe ser estado, municipio o parroquia" },
);

const partial = <T extends z.ZodRawShape>(shape: T) =>
  datos(shape).partial().refine((value) => Object.keys(value).length > 0, "'datos' no indica ningún cambio");

const id = (digits: number) => parentId('id', digits);

export const editarRegistroRequest = z.discriminatedUnion(
  'tipo',
  [
    request({ tipo: z.literal('estado'), id: id(2), version, datos: partial({ ...estadoDatos, ciudades: ciudades.nullable() }) }),
    request({ tipo: z.literal('municipio'), id: id(4), version, datos: partial(municipioDatos) }),
    request({ tipo: z.literal('parroquia'), id: id(6), version, datos: partial(parroquiaDatos) }),
  ],
  { error: "'tipo' debe ser estado, municipio o parroquia" },
);

export type CrearRegistro = z.output<typeof crearRegistroRequest>;
export type EditarRegistro = z.output<typeof editarRegistroRequest>;
