// Requests and responses of the callable functions, shared by the functions, the CLI (--remote)
// and the admin UI. Types only: the functions validate input against these with their own schemas.
import type { GeoTree, EstadoRecord, MunicipioRecord, ParroquiaRecord } from './flat.js';
import type { LoteLine } from './lote.js';
import type { NormalizarFila, NormalizarResult } from './normalizar.js';
import type {
  BuscarOptions,
  BuscarResult,
  EstadoOptions,
  EstadoResult,
  Extras,
  MunicipioOptions,
  MunicipioResult,
  ParroquiaOptions,
  ParroquiaResult,
  Tipo,
} from './types.js';

/**
 * A user's role. `/users/{uid}` holds it and the server trusts only that; the `role` custom
 * claim mirrors it for clients (no claim reads as `viewer`).
 */
export type Rol = 'viewer' | 'editor' | 'admin';

/**
 * `/users/{uid}`: the account's role as the server enforces it, and whether it was disabled. The
 * other fields mirror Auth (the truth for them) so that `usuarios` can search, sort and count the
 * accounts without listing Auth: written where accounts change, and mended whenever `usuarios`
 * or `sincronizarMiCuenta` sees them differ from Auth. An entry written before them lacks them.
 */
export interface UserRecord {
  email?: string | null;
  role: Rol;
  disabled?: boolean;
  /** Auth's display name, at most 500 characters. */
  nombre?: string;
  /** Auth's phone number (E.164). */
  telefono?: string;
  /** When Auth created the account, milliseconds since the epoch. */
  creado?: number;
  /** The latest sign-in Auth knows of, milliseconds since the epoch. */
  ultimoAcceso?: number;
}

/** `estado`: `{ nombre, opciones }` → the library's result, `null` when nothing matched. */
export interface EstadoRequest { nombre?: string | null; opciones?: EstadoOptions | null }
export type EstadoResponse = EstadoResult | null;
export interface MunicipioRequest { nombre?: string | null; opciones?: MunicipioOptions | null }
export type MunicipioResponse = MunicipioResult | null;
export interface ParroquiaRequest { nombre?: string | null; opciones?: ParroquiaOptions | null }
export type ParroquiaResponse = ParroquiaResult | ParroquiaResult[] | null;
/** `buscar`: the ranked hits, `null` when there are none (as `vegeo lote` answers). */
export interface BuscarRequest { nombre: string; opciones?: BuscarOptions | null }
export type BuscarResponse = BuscarResult[] | null;

/** `lote`: up to 1000 queries shaped as `vegeo lote` lines; the answers in the same order. */
export interface LoteRequest { consultas: unknown[] }
export type LoteResponse = LoteLine[];

/**
 * `normalizar`: up to 1000 rows as the library's `normalizar` takes them, read against an edition
 * (`base`, the default, or `ine`, which gives INE codes); the answers row for row, in order.
 */
export interface NormalizarRequest {
  filas: NormalizarFila[];
  opciones?: { edicion?: 'base' | 'ine' | null; nivel?: Tipo | null } | null;
}
export type NormalizarResponse = NormalizarResult[];

/**
 * The editable fields of each kind; parents are set on creation and never move. `codigo_ine` and
 * `nombre_anterior` (the `ine` edition's) are optional.
 */
export interface EstadoDatos extends Extras { estado: string; capital: string; iso_31662: string; ciudades?: string[] }
export interface MunicipioDatos extends Extras { municipio: string; capital: string; estadoId: string }
export interface ParroquiaDatos extends Extras { parroquia: string; municipioId: string }

/**
 * `crearRegistro`: a new record under the parent named in `datos`. It names no version: a create
 * never conflicts; it fails only when its parent is gone or a sibling has its name.
 */
export type CrearRegistroRequest = (
  | { tipo: 'estado'; datos: EstadoDatos }
  | { tipo: 'municipio'; datos: MunicipioDatos }
  | { tipo: 'parroquia'; datos: ParroquiaDatos }
) & Nota;

/**
 * `editarRegistro`: only the fields given change; `null` removes an estado's `ciudades`.
 * `version` is the record's version as read (`versionOf(record)`), never re-read at save time.
 */
export type EditarRegistroRequest = (
  | { tipo: 'estado'; id: string; datos: Partial<Omit<EstadoDatos, 'ciudades'>> & { ciudades?: string[] | null }; version: number }
  | { tipo: 'municipio'; id: string; datos: Partial<Omit<MunicipioDatos, 'estadoId'>>; version: number }
  | { tipo: 'parroquia'; id: string; datos: Partial<Omit<ParroquiaDatos, 'municipioId'>>; version: number }
) & Nota;

/** `borrarRegistro`: `version` as for an edit; a record with children only goes with `cascada: true`. */
export interface BorrarRegistroRequest extends Nota {
  tipo: Tipo;
  id: string;
  version: number;
  cascada?: boolean;
}

/** Why a change was made (a source, a ticket): kept in its `/audit` entry. At most 500 characters. */
export interface Nota {
  nota?: string;
}

/** A request without its `nota`, each member of a union apart. */
type WithoutNota<T> = T extends unknown ? Omit<T, 'nota'> : never;

/** One step of an imported change: what `crearRegistro`, `editarRegistro` or `borrarRegistro` take, with its `accion`. */
export type PasoImportado =
  | ({ accion: 'crear' } & WithoutNota<CrearRegistroRequest>)
  | ({ accion: 'editar' } & WithoutNota<EditarRegistroRequest>)
  | ({ accion: 'borrar' } & Omit<BorrarRegistroRequest, 'nota'>);

/**
 * `importarRegistros` (editors, admins): one batch of an import, applied change by change over
 * `/geo` as it is and written as ONE update with ONE `/audit` entry (`accion: 'importar'`, `id`:
 * `importacion`), so every batch of an import is found by that id and restored together
 * (`restaurarRegistro({ importacion })`). A change's `pasos` (two for a move: create under the new
 * parent, delete the old) land together or not at all. A step already in effect (the record
 * created with those fields, edited to them, gone) is `ya` and writes nothing, so an interrupted
 * import sent again applies only what is missing. The first change refused stops the batch: the
 * changes before it are written, it and the rest are not.
 */
export interface ImportarRegistrosRequest {
  /** The import's id (its file's content hash, see `@vegeo/data/importar`): 8 to 64 of `[0-9a-z]`. */
  importacion: string;
  /** The source of the changes, kept in the audit entry. */
  nota: string;
  /** At most 100 changes, each with 1 or 2 steps. */
  cambios: { clave: string; pasos: PasoImportado[] }[];
}
export interface ImportarRegistrosResponse {
  /** The batch's `/audit` key; `null` when it wrote nothing. */
  clave: string | null;
  /** The new `/geo/meta/version`; `null` when it wrote nothing. */
  version: number | null;
  /** The changes before the refusal (all of them without one): `ya` when already in effect; the ids they touched. */
  hechos: { clave: string; estado: 'aplicado' | 'ya'; ids: string[] }[];
  /** The first change refused, with the callable error it would have got; `null` when none was. */
  rechazo: { clave: string; codigo: string; mensaje: string; detalles?: RegistroErrorDetails } | null;
}

/** What the three record callables answer. */
export interface RegistroResponse {
  tipo: Tipo;
  id: string;
  /** The record as stored now, its new `version` included; `null` after a delete. */
  registro: EstadoRecord | MunicipioRecord | ParroquiaRecord | null;
  /** The new `/geo/meta/version`: the record's new version too. */
  version: number;
  /** How many records the change removed, cascade included (0 unless deleting). */
  borrados: number;
}

/**
 * `details` of a callable's refusal, by error code (the functions' `fail` is typed by this map):
 * - `failed-precondition`: `motivo: 'version'`, another change touched the record since it was
 *   read (`version`: its version now, `null` when it is gone); `motivo: 'hijos'`, a delete without
 *   `cascada` of a record with children; `motivo: 'regla'`, anything else the data does not allow.
 * - `already-exists`: the field (`datos.municipio`, `datos.iso_31662`) and the record that has it.
 * - `not-found`: the field naming what is missing (`id`, `datos.estadoId`, `datos.municipioId`).
 * - `invalid-argument`: every problem, by field (`datos.parroquia`); the first is the message.
 * - `resource-exhausted`: the quota of lookups a minute and when it frees up.
 */
export interface RefusalDetails {
  'failed-precondition':
    | { motivo: 'version'; version: number | null }
    | { motivo: 'hijos'; municipios: number; parroquias: number }
    | { motivo: 'regla' };
  'already-exists': { campo: string; id?: string };
  'not-found': { campo: string };
  'invalid-argument': { problemas: { campo: string; mensaje: string }[] };
  /** A lookup over the caller's quota: how many a minute, how many used, when to try again. */
  'resource-exhausted': { cuota: number; usadas: number; reintentarEnSegundos: number };
}

/** The error codes whose refusals carry `details`. */
export type RefusalCode = keyof RefusalDetails;

/** The `details` a record or account callable's refusal may carry. */
export type RegistroErrorDetails = RefusalDetails[Exclude<RefusalCode, 'resource-exhausted'>];

/** `setRole` (admins): by `email` or `uid`. */
export type SetRoleRequest = ({ email: string; uid?: never } | { uid: string; email?: never }) & { role: Rol };
export interface SetRoleResponse { uid: string; email: string | null; role: Rol }

/** What an audit entry says a change did: to records, or to an account. */
export type AuditAccion = 'crear' | 'editar' | 'borrar' | 'restaurar' | 'importar' | 'rol' | 'invitar' | 'desactivar' | 'activar';

/**
 * One `/audit` entry; `clave` is its push id. For records (`tipo` estado, municipio, parroquia),
 * `antes`/`despues` hold the records the change touched as they were and became; for accounts
 * (`tipo: 'usuario'`, `id` its uid), the `/users` entry before and after (absent when none).
 */
export interface AuditEntry {
  clave: string;
  at: number;
  /** Who made the change. */
  uid: string;
  email?: string;
  accion: AuditAccion;
  tipo: Tipo | 'usuario';
  id: string;
  /** The `/geo/meta/version` a record change made; absent for account changes. */
  version?: number;
  cascada?: boolean;
  /** The `nota` the change was made with. */
  nota?: string;
  /** For `restaurar`: the `clave` of the change undone. */
  restaura?: string;
  antes?: Partial<GeoTree> | UserRecord;
  despues?: Partial<GeoTree> | UserRecord;
}

/** An audit field the database indexes: `auditoria` reads only the entries with one value of it. */
export type AuditoriaCampo = 'id' | 'uid' | 'accion' | 'tipo';

/**
 * `auditoria` (admins): entries newest first, at most `limite` (default 50, at most 500): older
 * than the key `antes`, at the key `desde` or newer, only those whose `donde.campo` is
 * `donde.valor`; with `clave`, that one entry (none when there is no such entry). The audit is
 * read only through this call, which checks the caller's role each time: a listener on `/audit`
 * would keep hearing new entries after its admin was demoted.
 */
export interface AuditoriaRequest {
  limite?: number;
  antes?: string;
  desde?: string;
  donde?: { campo: AuditoriaCampo; valor: string };
  clave?: string;
}
export interface AuditoriaResponse { entradas: AuditEntry[] }

/**
 * `restaurarRegistro` (admins): undoes the change `clave` as a new change: each record it touched
 * goes back to how it was before. Refused (`failed-precondition`) when a later change touched
 * one of them, or when the result would leave a reference broken. With `importacion` instead,
 * every batch of that import at once (each record back to how it was before the import), as one
 * change.
 */
export type RestaurarRegistroRequest = Nota & ({ clave: string; importacion?: never } | { importacion: string; clave?: never });

/** An account as admins see it: Auth's record, with the role and state `/users` holds. */
export interface Usuario {
  uid: string;
  email: string | null;
  /** The phone it signs in with (E.164), if any. */
  telefono: string | null;
  nombre: string | null;
  foto: string | null;
  role: Rol;
  /** How the account signs in: `password`, `google.com`, `phone`, … (Auth's provider ids). */
  metodos: string[];
  /** Milliseconds since the epoch; `null` when Auth does not say. */
  creado: number | null;
  ultimoAcceso: number | null;
  desactivado: boolean;
  verificado: boolean;
  /** Whether a second factor (SMS) is enrolled. */
  segundoFactor: boolean;
}

/** The fields `usuarios` sorts by: the Usuarios list's columns. */
export type UsuariosOrden = 'email' | 'nombre' | 'role' | 'creado' | 'ultimoAcceso' | 'desactivado';

/**
 * `usuarios` (admins): a page of the accounts `/users` knows (invited, or seen once signed in),
 * each as Auth holds it now with the role and state `/users` holds. `buscar`: every word (accents
 * and case aside) is in the e-mail, the name or the phone; `rol`: one role; `orden` (by default
 * `email`) and `sentido` (`asc` by default; accounts without the field last either way); a page of
 * `limite` (default and most 1000) from `desde` (an offset, 0 by default) or from `pagina` (the
 * `siguiente` of the page before, which carries the offset). With `uid` or `correo` (its e-mail),
 * that account alone, also one `/users` does not know yet. `total` counts every account the query
 * selects.
 */
export interface UsuariosRequest {
  pagina?: string;
  desde?: number;
  limite?: number;
  buscar?: string;
  rol?: Rol;
  orden?: UsuariosOrden;
  sentido?: 'asc' | 'desc';
  uid?: string;
  correo?: string;
}
export interface UsuariosResponse { usuarios: Usuario[]; siguiente: string | null; total: number }

/**
 * `sincronizarMiCuenta` (any signed-in user): copies the caller's own Auth record (read by the
 * server, never taken from the client) into its `/users` mirror, after a sign-in or a change of
 * name, phone or e-mail. Answers the account as admins see it.
 */
export type SincronizarMiCuentaRequest = Record<string, never> | null;

/**
 * `invitarUsuario` (admins): creates the account with its role, before its owner ever signs in;
 * the caller then has Firebase Auth send the e-mail sign-in link (`sendSignInLinkToEmail`).
 */
export interface InvitarUsuarioRequest { email: string; role: Rol; nombre?: string }

/** `desactivarUsuario` (admins): disables (signing it out everywhere) or enables an account. */
export interface DesactivarUsuarioRequest { uid: string; desactivado: boolean }

/** `borrarUsuario` (admins): deletes an account and its `/users` entry; its audit entries stay. */
export interface BorrarUsuarioRequest { uid: string }

/** `borrarMiCuenta` (any signed-in user): the same, for the caller's own account. */
export type BorrarMiCuentaRequest = Record<string, never> | null;

/** What the account callables answer: the account as it is now (`null` after a delete). */
export interface UsuarioResponse { uid: string; usuario: Usuario | null }

/**
 * Every callable by name, with what it takes and answers: the one map the functions, the CLI and
 * the admin app type their calls with.
 */
export interface Callables {
  estado: { request: EstadoRequest; response: EstadoResponse };
  municipio: { request: MunicipioRequest; response: MunicipioResponse };
  parroquia: { request: ParroquiaRequest; response: ParroquiaResponse };
  buscar: { request: BuscarRequest; response: BuscarResponse };
  lote: { request: LoteRequest; response: LoteResponse };
  normalizar: { request: NormalizarRequest; response: NormalizarResponse };
  crearRegistro: { request: CrearRegistroRequest; response: RegistroResponse };
  editarRegistro: { request: EditarRegistroRequest; response: RegistroResponse };
  borrarRegistro: { request: BorrarRegistroRequest; response: RegistroResponse };
  restaurarRegistro: { request: RestaurarRegistroRequest; response: RegistroResponse };
  importarRegistros: { request: ImportarRegistrosRequest; response: ImportarRegistrosResponse };
  setRole: { request: SetRoleRequest; response: SetRoleResponse };
  auditoria: { request: AuditoriaRequest; response: AuditoriaResponse };
  usuarios: { request: UsuariosRequest; response: UsuariosResponse };
  invitarUsuario: { request: InvitarUsuarioRequest; response: UsuarioResponse };
  desactivarUsuario: { request: DesactivarUsuarioRequest; response: UsuarioResponse };
  borrarUsuario: { request: BorrarUsuarioRequest; response: UsuarioResponse };
  borrarMiCuenta: { request: BorrarMiCuentaRequest; response: UsuarioResponse };
  sincronizarMiCuenta: { request: SincronizarMiCuentaRequest; response: UsuarioResponse };
}

export type CallableName = keyof Callables;
export type RequestOf<N extends CallableName> = Callables[N]['request'];
export type ResponseOf<N extends CallableName> = Callables[N]['response'];
