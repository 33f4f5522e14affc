import type { BorrarRegistroRequest, CrearRegistroRequest, EditarRegistroRequest } from '@vegeo/data';
import { z } from 'zod';
import { nota, recordId, request, texto, tipo, version } from '../contracts.js';
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

/** What records of the `ine` edition also carry: their INE code (of their level's digits) and former name. */
const ineDatos = (digits: number) => ({
  codigo_ine: z.string("'codigo_ine' debe ser un texto").regex(new RegExp(`^\\d{${digits}}$`), `'codigo_ine' debe tener ${digits} dígitos`).optional(),
  nombre_anterior: texto("'nombre_anterior'").optional(),
});

const estadoDatos = { estado: texto("'estado'"), capital: texto("'capital'"), iso_31662: iso, ...ineDatos(2) };
const municipioDatos = { municipio: texto("'municipio'"), capital: texto("'capital'"), ...ineDatos(4) };
const parroquiaDatos = { parroquia: texto("'parroquia'"), ...ineDatos(6) };

/** A create names no version: it conflicts with nothing, only its parent must still exist. */
export const crearRegistroRequest = z.discriminatedUnion(
  'tipo',
  [
    request({ tipo: z.literal('estado'), nota, datos: datos({ ...estadoDatos, ciudades: ciudades.optional() }) }),
    request({ tipo: z.literal('municipio'), nota, datos: datos({ ...municipioDatos, estadoId: parentId('estadoId', 2) }) }),
    request({ tipo: z.literal('parroquia'), nota, datos: datos({ ...parroquiaDatos, municipioId: parentId('municipioId', 4) }) }),
  ],
  { error: "'tipo' debe ser estado, municipio o parroquia" },
) satisfies z.ZodType<CrearRegistroRequest>;

const partial = <T extends z.ZodRawShape>(shape: T) =>
  datos(shape).partial().refine((value) => Object.keys(value).length > 0, "'datos' no indica ningún cambio");

const id = (digits: number) => parentId('id', digits);

/** An edit names the version of the record it read. */
export const editarRegistroRequest = z.discriminatedUnion(
  'tipo',
  [
    request({ tipo: z.literal('estado'), id: id(2), version, nota, datos: partial({ ...estadoDatos, ciudades: ciudades.nullable() }) }),
    request({ tipo: z.literal('municipio'), id: id(4), version, nota, datos: partial(municipioDatos) }),
    request({ tipo: z.literal('parroquia'), id: id(6), version, nota, datos: partial(parroquiaDatos) }),
  ],
  { error: "'tipo' debe ser estado, municipio o parroquia" },
) satisfies z.ZodType<EditarRegistroRequest>;

/** A delete names the version of the record it read; its children go only with `cascada`. */
export const borrarRegistroRequest = request({
  tipo,
  id: recordId,
  version,
  cascada: z.boolean("'cascada' debe ser true o false").optional(),
  nota,
}) satisfies z.ZodType<BorrarRegistroRequest>;

export type CrearRegistro = z.output<typeof crearRegistroRequest>;
export type EditarRegistro = z.output<typeof editarRegistroRequest>;
export type BorrarRegistro = z.output<typeof borrarRegistroRequest>;
