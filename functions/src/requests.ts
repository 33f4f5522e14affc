// The input schemas of every callable. Types shared with the CLI and admin live in
// @vegeo/data (its contracts.ts); `satisfies` keeps these schemas and those types in step.
import { z } from 'zod';
import es from 'zod/v4/locales/es.js';
import { EDITABLE_FIELDS, idDepth, INE_FIELDS, type Tipo } from '@vegeo/data';
import type {
  AuditoriaRequest,
  BorrarRegistroRequest,
  CrearRegistroRequest,
  EditarRegistroRequest,
  BorrarMiCuentaRequest,
  SincronizarMiCuentaRequest,
  BorrarUsuarioRequest,
  BuscarRequest,
  DesactivarUsuarioRequest,
  InvitarUsuarioRequest,
  LoteRequest,
  NormalizarRequest,
  RestaurarRegistroRequest,
  ImportarRegistrosRequest,
  PasoImportado,
  UsuariosRequest,
  EstadoRequest,
  MunicipioRequest,
  ParroquiaRequest,
  SetRoleRequest,
} from '@vegeo/data';
import { LIMITS } from './limits.js';
import { forbiddenCharacter, foreignScript } from '@vegeo/data/importar';

z.config(es());

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A name: text, bounded; a non-text one is refused with the message every vegeo tool uses. */
export const nombre = z
  .string({ error: (issue) => `El nombre no puede ser '${typeof issue.input}'` })
  .max(LIMITS.texto, `El nombre no puede pasar de ${LIMITS.texto} caracteres`);

/**
 * A text to store: refused when it holds a character no name needs and a terminal or a page
 * could act on or hide (controls, invisible and direction marks, lone surrogates); stored in
 * Unicode's composed form (NFC), trimmed, non-empty and bounded.
 */
export const texto = (campo: string, max: number = LIMITS.texto) =>
  z
    .string({ error: (issue) => `${campo} debe ser un texto, no '${typeOf(issue.input)}'` })
    .superRefine((value, ctx) => {
      const problem = forbiddenCharacter(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${campo} contiene ${problem}, que no se puede guardar` });
    })
    .overwrite((value) => value.normalize('NFC'))
    .trim()
    .min(1, `${campo} no puede estar vacío`)
    .max(max, `${campo} no puede pasar de ${max} caracteres`);

/**
 * A place name to store: a `texto` whose letters are all Latin (UTS #39's single-script test):
 * a look-alike letter of another script, a Cyrillic `о` in "Santa Rоsa", is refused by name.
 */
const nombreLugar = (campo: string) =>
  texto(campo).superRefine((value, ctx) => {
    const problem = foreignScript(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${campo} ${problem}` });
  });

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
/** An estado or municipio to look within, by name, id or code. */
const filtro = (name: string) =>
  z
    .string({ error: (issue) => `La opción '${name}' debe ser un texto, no '${typeOf(issue.input)}'` })
    .max(LIMITS.texto, `La opción '${name}' no puede pasar de ${LIMITS.texto} caracteres`)
    .optional();

export const estadoRequest = request({
  nombre: nombre.nullish(),
  opciones: opciones('estado', { municipios: flag('municipios') }),
}) satisfies z.ZodType<EstadoRequest>;

export const municipioRequest = request({
  nombre: nombre.nullish(),
  opciones: opciones('municipio', { parroquias: flag('parroquias'), estado: filtro('estado') }),
}) satisfies z.ZodType<MunicipioRequest>;

export const parroquiaRequest = request({
  nombre: nombre.nullish(),
  opciones: opciones('parroquia', { municipio: filtro('municipio'), estado: filtro('estado') }),
}) satisfies z.ZodType<ParroquiaRequest>;

export const buscarRequest = request({
  nombre,
  opciones: opciones('buscar', {
    tipo: z.enum(['estado', 'municipio', 'parroquia'], "La opción 'tipo' debe ser estado, municipio o parroquia").optional(),
    estado: filtro('estado'),
    municipio: filtro('municipio'),
    max: z
      .int("La opción 'max' debe ser un entero")
      .min(1, `La opción 'max' debe estar entre 1 y ${LIMITS.max}`)
      .max(LIMITS.max, `La opción 'max' debe estar entre 1 y ${LIMITS.max}`)
      .optional(),
  }),
}) satisfies z.ZodType<BuscarRequest>;

export const loteRequest = request({
  consultas: z
    .array(z.unknown(), `'consultas' debe ser una lista de consultas`)
    .max(LIMITS.lote, `Un lote admite hasta ${LIMITS.lote} consultas`),
}) satisfies z.ZodType<LoteRequest>;

const lugar = (campo: string) =>
  z
    .union([z.string().max(LIMITS.texto, `El campo '${campo}' no puede pasar de ${LIMITS.texto} caracteres`), z.number()], {
      error: (issue) => `El campo '${campo}' debe ser texto, no '${typeOf(issue.input)}'`,
    })
    .nullish();

/** One row of `normalizar`, checked on its own so that a refusal names the row. */
export const normalizarFila = request({
  estado: lugar('estado'),
  municipio: lugar('municipio'),
  parroquia: lugar('parroquia'),
  texto: z
    .string({ error: (issue) => `El campo 'texto' debe ser texto, no '${typeOf(issue.input)}'` })
    .max(LIMITS.textoLibre, `El campo 'texto' no puede pasar de ${LIMITS.textoLibre} caracteres`)
    .nullish(),
});

export const normalizarRequest = request({
  filas: z
    .array(z.unknown(), `'filas' debe ser una lista de filas`)
    .max(LIMITS.normalizar, `Una petición admite hasta ${LIMITS.normalizar} filas`),
  opciones: z
    .strictObject({
      edicion: z.enum(['base', 'ine'], "La opción 'edicion' debe ser base o ine").nullish(),
      nivel: z.enum(['estado', 'municipio', 'parroquia'], "La opción 'nivel' debe ser estado, municipio o parroquia").nullish(),
    }, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Opción desconocida: '${issue.keys[0]}' (se admiten: edicion, nivel)` : "'opciones' debe ser un objeto") })
    .nullish(),
}) as z.ZodType<Omit<NormalizarRequest, 'filas'> & { filas: unknown[] }>;

export const tipo = z.enum(['estado', 'municipio', 'parroquia'], "'tipo' debe ser estado, municipio o parroquia");
export const version = z
  .int("'version' debe ser la versión del registro tal como se leyó (un entero)")
  .min(0, "'version' debe ser la versión del registro tal como se leyó (un entero)");
/** The longest id taken: three segments of 15 digits (the sequences are exact JavaScript integers). */
const ID_MAX = 3 * (4 + 15);

export const recordId = z
  .string("'id' debe ser un texto")
  .refine((id) => id.length <= ID_MAX && (idDepth(id) ?? 0) >= 1 && idDepth(id)! <= 3, "'id' no es un id de vegeo (EE, EEMM o EEMMPP)");
/** Why a change is made; kept in its audit entry. */
export const nota = texto("'nota'", LIMITS.nota).optional();

export const rol = z.enum(['viewer', 'editor', 'admin'], "'role' debe ser viewer (lector), editor o admin (administrador)");

const email = z.email('El correo no es válido').max(320, 'El correo no puede pasar de 320 caracteres');
const uid = z.string("'uid' debe ser un texto").min(1, "'uid' no puede estar vacío").max(128, "'uid' no puede pasar de 128 caracteres");

export const setRoleRequest = z.union(
  [z.strictObject({ email, role: rol }), z.strictObject({ uid, role: rol })],
  "Indique 'email' o 'uid' (uno solo) y 'role'",
) satisfies z.ZodType<SetRoleRequest>;

/** How many entries a page holds: 1 to `max`. */
const limite = (max: number) =>
  z
    .int("'limite' debe ser un entero")
    .min(1, `'limite' debe estar entre 1 y ${max}`)
    .max(max, `'limite' debe estar entre 1 y ${max}`)
    .optional();

export const usuariosRequest = request({
  pagina: z.string("'pagina' debe ser el texto que dio la página anterior").max(2048).optional(),
  desde: z
    .int("'desde' debe ser un entero")
    .min(0, "'desde' debe ser 0 o más")
    .max(LIMITS.usuariosDesde, `'desde' no puede pasar de ${LIMITS.usuariosDesde}`)
    .optional(),
  limite: limite(LIMITS.usuarios),
  buscar: z.string("'buscar' debe ser un texto").max(LIMITS.texto, `'buscar' no puede pasar de ${LIMITS.texto} caracteres`).optional(),
  rol: z.enum(['viewer', 'editor', 'admin'], "'rol' debe ser viewer (lector), editor o admin (administrador)").optional(),
  orden: z
    .enum(['email', 'nombre', 'role', 'creado', 'ultimoAcceso', 'desactivado'], "'orden' debe ser email, nombre, role, creado, ultimoAcceso o desactivado")
    .optional(),
  sentido: z.enum(['asc', 'desc'], "'sentido' debe ser asc o desc").optional(),
  uid: uid.optional(),
  correo: email.optional(),
})
  .refine((query) => query.pagina === undefined || query.desde === undefined, { message: "Indique 'pagina' o 'desde', no los dos", path: ['desde'] })
  .refine((query) => query.uid === undefined || Object.keys(query).length === 1, { message: "Con 'uid' no van otros campos", path: ['uid'] })
  .refine((query) => query.correo === undefined || Object.keys(query).length === 1, { message: "Con 'correo' no van otros campos", path: ['correo'] }) satisfies z.ZodType<UsuariosRequest>;

export const invitarUsuarioRequest = request({ email, role: rol, nombre: texto("'nombre'").optional() }) satisfies z.ZodType<InvitarUsuarioRequest>;

export const desactivarUsuarioRequest = request({
  uid,
  desactivado: z.boolean("'desactivado' debe ser true o false"),
}) satisfies z.ZodType<DesactivarUsuarioRequest>;

export const borrarUsuarioRequest = request({ uid }) satisfies z.ZodType<BorrarUsuarioRequest>;

export const borrarMiCuentaRequest = request({}) satisfies z.ZodType<BorrarMiCuentaRequest>;

export const sincronizarMiCuentaRequest = request({}) satisfies z.ZodType<SincronizarMiCuentaRequest>;

/** The key of an `/audit` entry (a push id). */
const auditKey = (name: string) =>
  z.string(`'${name}' debe ser un texto`).regex(/^[-_0-9A-Za-z]{1,64}$/, `'${name}' no es la clave de una entrada de auditoría`);

/** An import's id: what `@vegeo/data/importar`'s `idDeImportacion` makes. */
const importacion = z.string("'importacion' debe ser un texto").regex(/^[0-9a-z]{8,64}$/, "'importacion' debe tener de 8 a 64 cifras o letras minúsculas");

export const restaurarRegistroRequest = z.union(
  [request({ clave: auditKey('clave'), nota }), request({ importacion, nota })],
  "Indique 'clave' (un cambio) o 'importacion' (todos los de una importación), uno solo",
) satisfies z.ZodType<RestaurarRegistroRequest>;

/** A batch of an import: each step is checked as its own callable checks it, when it is applied. */
export const importarRegistrosRequest = request({
  importacion,
  nota: texto("'nota'", LIMITS.nota),
  cambios: z
    .array(
      z.strictObject(
        {
          clave: z.string("'clave' debe ser un texto").min(1, "'clave' no puede estar vacía").max(64, "'clave' no puede pasar de 64 caracteres"),
          pasos: z
            .array(z.custom<PasoImportado>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Cada paso debe ser un objeto'))
            .min(1, 'Un cambio tiene al menos un paso')
            .max(2, 'Un cambio tiene a lo sumo dos pasos'),
        },
        "Cada cambio debe ser un objeto con 'clave' y 'pasos'",
      ),
      "'cambios' debe ser una lista",
    )
    .min(1, "'cambios' no puede estar vacía")
    .max(LIMITS.importar, `Un lote de importación admite hasta ${LIMITS.importar} cambios`),
}) satisfies z.ZodType<ImportarRegistrosRequest>;

export const auditoriaRequest = request({
  limite: limite(LIMITS.auditoriaMax),
  antes: auditKey('antes').optional(),
  desde: auditKey('desde').optional(),
  donde: z
    .strictObject(
      {
        campo: z.enum(['id', 'uid', 'accion', 'tipo'], "'donde.campo' debe ser id, uid, accion o tipo"),
        valor: texto("'donde.valor'", 128),
      },
      "'donde' debe ser un objeto con 'campo' y 'valor'",
    )
    .optional(),
  clave: auditKey('clave').optional(),
}) satisfies z.ZodType<AuditoriaRequest>;

// Records: crearRegistro, editarRegistro, borrarRegistro.
const iso = z.string("'iso_31662' debe ser un texto").regex(/^VE-[A-Z]$/, "'iso_31662' debe tener la forma VE-X (una letra mayúscula)");
const ciudades = z.array(nombreLugar('Cada ciudad'), "'ciudades' debe ser una lista de textos").max(LIMITS.ciudades);
const KIND_OF_DEPTH = ['', 'estado (EE)', 'municipio (EEMM)', 'parroquia (EEMMPP)'];

/** The id of a record of `depth` segments (1 an estado, 2 a municipio, 3 a parroquia), as ids are written (`idSegment`). */
const parentId = (campo: string, depth: number) =>
  z
    .string(`'${campo}' debe ser un texto`)
    .refine((id) => id.length <= ID_MAX && idDepth(id) === depth, `'${campo}' no es un id de ${KIND_OF_DEPTH[depth]}`);

/** Strict objects for `datos`, so a misspelt field is reported rather than dropped. */
const datos = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campo desconocido en 'datos': '${issue.keys[0]}'` : "'datos' debe ser un objeto",
  });

/** What records of the `ine` edition also carry: their INE code (of their level's digits) and former name. */
const ineDatos = (digits: number) => ({
  codigo_ine: z.string("'codigo_ine' debe ser un texto").regex(new RegExp(`^\\d{${digits}}$`), `'codigo_ine' debe tener ${digits} dígitos`).optional(),
  nombre_anterior: nombreLugar("'nombre_anterior'").optional(),
});

const estadoDatos = { estado: nombreLugar("'estado'"), capital: nombreLugar("'capital'"), iso_31662: iso, ...ineDatos(2) };
const municipioDatos = { municipio: nombreLugar("'municipio'"), capital: nombreLugar("'capital'"), ...ineDatos(4) };
const parroquiaDatos = { parroquia: nombreLugar("'parroquia'"), ...ineDatos(6) };

/** A create names no version: it conflicts with nothing, only its parent must still exist. */
export const crearRegistroRequest = z.discriminatedUnion(
  'tipo',
  [
    request({ tipo: z.literal('estado'), nota, datos: datos({ ...estadoDatos, ciudades: ciudades.optional() }) }),
    request({ tipo: z.literal('municipio'), nota, datos: datos({ ...municipioDatos, estadoId: parentId('estadoId', 1) }) }),
    request({ tipo: z.literal('parroquia'), nota, datos: datos({ ...parroquiaDatos, municipioId: parentId('municipioId', 2) }) }),
  ],
  { error: "'tipo' debe ser estado, municipio o parroquia" },
) satisfies z.ZodType<CrearRegistroRequest>;

/** The fields an edit of `tipo` may change (@vegeo/data's `EDITABLE_FIELDS`), as zod's `pick` takes them. */
type Editable<T extends Tipo> = (typeof EDITABLE_FIELDS)[T][number] | (typeof INE_FIELDS)[number];
const editable = <T extends Tipo>(tipo: T) =>
  Object.fromEntries([...EDITABLE_FIELDS[tipo], ...INE_FIELDS].map((field) => [field, true])) as Record<Editable<T>, true>;

/** The `datos` of an edit: some of the fields given, at least one. */
const partial = <T extends z.ZodObject>(fields: T) => fields.partial().refine((value) => Object.keys(value).length > 0, "'datos' no indica ningún cambio");

const id = (depth: number) => parentId('id', depth);

/** An edit names the version of the record it read. */
export const editarRegistroRequest = z.discriminatedUnion(
  'tipo',
  [
    request({ tipo: z.literal('estado'), id: id(1), version, nota, datos: partial(datos({ ...estadoDatos, ciudades: ciudades.nullable() }).pick(editable('estado'))) }),
    request({ tipo: z.literal('municipio'), id: id(2), version, nota, datos: partial(datos(municipioDatos).pick(editable('municipio'))) }),
    request({ tipo: z.literal('parroquia'), id: id(3), version, nota, datos: partial(datos(parroquiaDatos).pick(editable('parroquia'))) }),
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
export type ImportarRegistros = z.output<typeof importarRegistrosRequest>;
