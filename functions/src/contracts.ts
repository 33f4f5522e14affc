// The input schemas of every callable. Types shared with the CLI and admin live in
// @vegeo/data (contracts.ts); `satisfies` keeps these schemas and those types in step.
import { z } from 'zod';
import es from 'zod/v4/locales/es.js';
import type {
  AuditoriaRequest,
  BorrarRegistroRequest,
  BuscarRequest,
  EstadoRequest,
  MunicipioRequest,
  ParroquiaRequest,
  SetRoleRequest,
} from '@vegeo/data';
import { LIMITS } from './limits.js';

z.config(es());

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A name: text, bounded; a non-text one is refused with the message every vegeo tool uses. */
export const nombre = z
  .string({ error: (issue) => `El nombre no puede ser '${typeof issue.input}'` })
  .max(LIMITS.texto, `El nombre no puede pasar de ${LIMITS.texto} caracteres`);

export const texto = (campo: string) =>
  z
    .string({ error: (issue) => `${campo} debe ser un texto, no '${typeOf(issue.input)}'` })
    .trim()
    .min(1, `${campo} no puede estar vacío`)
    .max(LIMITS.texto, `${campo} no puede pasar de ${LIMITS.texto} caracteres`);

/** Options of one lookup: an object with only the names that lookup knows. */
function opciones<T extends z.ZodRawShape>(tipo: string, shape: T) {
  const allowed = Object.keys(shape).join(', ');
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Opción desconocida para ${tipo}: '${issue.keys[0]}' (se admiten: ${allowed})`
          : `Las opciones deben ser un objeto, no '${typeOf(issue.input)}'`,
    })
    .nullish();
}

/** A request: an object with only the fields the callable knows. */
export function request<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo desconocido: '${issue.keys[0]}'`
        : `La petición debe ser un objeto, no '${typeOf(issue.input)}'`,
  });
}

const flag = (name: string) => z.boolean({ error: `La opción '${name}' debe ser true o false` }).optional();
const filtro = () => nombre.optional();

export const estadoRequest = request({
  nombre: nombre.nullish(),
  opciones: opciones('estado', { municipios: flag('municipios') }),
}) satisfies z.ZodType<EstadoRequest>;

export const municipioRequest = request({
  nombre: nombre.nullish(),
  opciones: opciones('municipio', { parroquias: flag('parroquias'), estado: filtro() }),
}) satisfies z.ZodType<MunicipioRequest>;

export const parroquiaRequest = request({
  nombre: nombre.nullish(),
  opciones: opciones('parroquia', { municipio: filtro(), estado: filtro() }),
}) satisfies z.ZodType<ParroquiaRequest>;

export const buscarRequest = request({
  nombre,
  opciones: opciones('buscar', {
    tipo: z.enum(['estado', 'municipio', 'parroquia'], "La opción 'tipo' debe ser estado, municipio o parroquia").optional(),
    estado: filtro(),
    municipio: filtro(),
    max: z.int("La opción 'max' debe ser un entero").min(1).max(LIMITS.max).optional(),
  }),
}) satisfies z.ZodType<BuscarRequest>;

export const loteRequest = request({
  consultas: z
    .array(z.unknown(), `'consultas' debe ser una lista de consultas`)
    .max(LIMITS.lote, `Un lote admite hasta ${LIMITS.lote} consultas`),
});

export const tipo = z.enum(['estado', 'municipio', 'parroquia'], "'tipo' debe ser estado, municipio o parroquia");
export const version = z.int("'version' debe ser la versión leída de /geo/meta/version (un entero)").min(0);
export const recordId = z.string("'id' debe ser un texto").regex(/^(\d\d){1,3}$/, "'id' no es un id de vegeo (EE, EEMM o EEMMPP)");

export const borrarRegistroRequest = request({
  tipo,
  id: recordId,
  version,
  cascada: z.boolean("'cascada' debe ser true o false").optional(),
}) satisfies z.ZodType<BorrarRegistroRequest>;

export const rol = z.enum(['viewer', 'editor', 'admin'], "'role' debe ser viewer, editor o admin");

export const setRoleRequest = z.union(
  [
    z.strictObject({ email: z.email('El correo no es válido').max(320), role: rol }),
    z.strictObject({ uid: z.string().min(1).max(128), role: rol }),
  ],
  "Indique 'email' o 'uid' (uno solo) y 'role'",
) satisfies z.ZodType<SetRoleRequest>;

export const auditoriaRequest = request({
  limite: z.int("'limite' debe ser un entero").min(1).max(LIMITS.auditoriaMax, `'limite' no puede pasar de ${LIMITS.auditoriaMax}`).optional(),
}) satisfies z.ZodType<AuditoriaRequest>;
