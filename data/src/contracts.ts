// Requests and responses of the callable functions, shared by the functions, the CLI (--remote)
// and the admin UI. Types only: the functions validate input against these with their own schemas.
import type { GeoTree, EstadoRecord, MunicipioRecord, ParroquiaRecord } from './flat.js';
import type { LoteLine } from './lote.js';
import type {
  BuscarOptions,
  BuscarResult,
  EstadoOptions,
  EstadoResult,
  MunicipioOptions,
  MunicipioResult,
  ParroquiaOptions,
  ParroquiaResult,
  Tipo,
} from './types.js';

/** A user's role, the `role` custom claim; no claim reads as `viewer`. */
export type Rol = 'viewer' | 'editor' | 'admin';

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

/** The editable fields of each kind; parents are set on creation and never move. */
export interface EstadoDatos { estado: string; capital: string; iso_31662: string; ciudades?: string[] }
export interface MunicipioDatos { municipio: string; capital: string; estadoId: string }
export interface ParroquiaDatos { parroquia: string; municipioId: string }

/** `crearRegistro`: `version` is the `/geo/meta/version` the caller read. */
export type CrearRegistroRequest =
  | { tipo: 'estado'; datos: EstadoDatos; version: number }
  | { tipo: 'municipio'; datos: MunicipioDatos; version: number }
  | { tipo: 'parroquia'; datos: ParroquiaDatos; version: number };

/** `editarRegistro`: only the fields given change; `null` removes an estado's `ciudades`. */
export type EditarRegistroRequest =
  | { tipo: 'estado'; id: string; datos: Partial<Omit<EstadoDatos, 'ciudades'>> & { ciudades?: string[] | null }; version: number }
  | { tipo: 'municipio'; id: string; datos: Partial<Omit<MunicipioDatos, 'estadoId'>>; version: number }
  | { tipo: 'parroquia'; id: string; datos: Partial<Omit<ParroquiaDatos, 'municipioId'>>; version: number };

/** `borrarRegistro`: a record with children is only deleted with `cascada: true`. */
export interface BorrarRegistroRequest { tipo: Tipo; id: string; version: number; cascada?: boolean }

/** What the three record callables answer. */
export interface RegistroResponse {
  tipo: Tipo;
  id: string;
  /** The record as stored now; `null` after a delete. */
  registro: EstadoRecord | MunicipioRecord | ParroquiaRecord | null;
  /** The new `/geo/meta/version`. */
  version: number;
  /** How many records the change removed, cascade included (0 unless deleting). */
  borrados: number;
}

/** `setRole` (admins): by `email` or `uid`. */
export type SetRoleRequest = ({ email: string; uid?: never } | { uid: string; email?: never }) & { role: Rol };
export interface SetRoleResponse { uid: string; email: string | null; role: Rol }

/** One `/audit` entry; `clave` is its push id. `antes`/`despues` hold only what changed. */
export interface AuditEntry {
  clave: string;
  at: number;
  uid: string;
  email?: string;
  accion: 'crear' | 'editar' | 'borrar' | 'rol';
  tipo: Tipo | 'usuario';
  id: string;
  /** The `/geo/meta/version` a record change made; absent for role changes. */
  version?: number;
  cascada?: boolean;
  antes?: Partial<GeoTree> | { role: Rol };
  despues?: Partial<GeoTree> | { role: Rol };
}

/** `auditoria` (admins): the newest `limite` entries (default 50, at most 500), newest first. */
export interface AuditoriaRequest { limite?: number }
export interface AuditoriaResponse { entradas: AuditEntry[] }
