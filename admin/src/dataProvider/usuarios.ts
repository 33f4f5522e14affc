import type { Rol, Usuario, UsuariosOrden, UsuariosRequest } from '@vegeo/data';
import type { WriteSide } from './types.js';
import type { ListQuery } from './queries.js';
import { callOrThrow } from './writes.js';

/** The `usuarios` resource's name. */
export const USUARIOS = 'usuarios';

/** An account as a react-admin record: `id` is its uid. */
export type UsuarioRow = Usuario & { id: string };

/** Sends the e-mail sign-in link an invited person uses to get in. */
export type SendSignInLink = (email: string) => Promise<void>;

/** The columns the server sorts by; any other sorts by e-mail. */
const ORDERS = new Set<string>(['email', 'nombre', 'role', 'creado', 'ultimoAcceso', 'desactivado'] satisfies UsuariosOrden[]);
/** The most accounts one `usuarios` call answers. */
const MAX_PAGE = 1000;

/**
 * The accounts as admins manage them, all through the callables: listed a page at a time as the
 * list asks it (`usuarios` searches by e-mail, name or phone, filters by role, sorts, pages and
 * counts on the server), read one by uid; invited (`invitarUsuario`, then the sign-in link by
 * e-mail), role changed (`setRole`), disabled or enabled (`desactivarUsuario`), deleted
 * (`borrarUsuario`).
 */
export class UsuariosResource {
  constructor(
    private readonly write: WriteSide,
    private readonly sendSignInLink?: SendSignInLink,
  ) {}

  async list(query: ListQuery): Promise<{ data: UsuarioRow[]; total: number }> {
    const response = await callOrThrow(this.write, 'usuarios', usuariosQuery(query));
    return { data: response.usuarios.map((usuario) => ({ ...usuario, id: usuario.uid })), total: response.total };
  }

  async one(id: string): Promise<UsuarioRow | undefined> {
    const [usuario] = (await callOrThrow(this.write, 'usuarios', { uid: id })).usuarios;
    return usuario ? { ...usuario, id: usuario.uid } : undefined;
  }

  async invite(data: { email?: unknown; role?: unknown; nombre?: unknown }): Promise<UsuarioRow> {
    const email = typeof data.email === 'string' ? data.email.trim() : '';
    const nombre = typeof data.nombre === 'string' && data.nombre.trim() ? { nombre: data.nombre.trim() } : {};
    const response = await callOrThrow(this.write, 'invitarUsuario', { email, role: (data.role ?? 'viewer') as Rol, ...nombre });
    await this.sendSignInLink?.(email);
    return this.row(response.uid, response.usuario);
  }

  /** The role and the disabled state, each through its callable, only when it changed. */
  async update(id: string, data: Partial<UsuarioRow>, previous: Partial<UsuarioRow>): Promise<UsuarioRow> {
    let current: UsuarioRow = { ...(previous as UsuarioRow), ...data, id };
    if (data.role && data.role !== previous.role) {
      await callOrThrow(this.write, 'setRole', { uid: id, role: data.role });
    }
    if (typeof data.desactivado === 'boolean' && data.desactivado !== previous.desactivado) {
      const response = await callOrThrow(this.write, 'desactivarUsuario', { uid: id, desactivado: data.desactivado });
      current = this.row(id, response.usuario, current);
    }
    return current;
  }

  async remove(id: string): Promise<void> {
    await callOrThrow(this.write, 'borrarUsuario', { uid: id });
  }

  private row(uid: string, usuario: Usuario | null, fallback?: UsuarioRow): UsuarioRow {
    return usuario ? { ...usuario, id: uid } : (fallback ?? ({ uid, id: uid } as UsuarioRow));
  }
}

/** The `usuarios` request of a react-admin list query: its search, role, sort and page. */
export function usuariosQuery({ filter = {}, sort, pagination }: ListQuery): UsuariosRequest {
  const buscar = typeof filter.q === 'string' ? filter.q.trim() : '';
  const rol = typeof filter.role === 'string' && filter.role ? (filter.role as Rol) : undefined;
  const perPage = Math.min(pagination?.perPage ?? MAX_PAGE, MAX_PAGE);
  return {
    ...(buscar ? { buscar: buscar.slice(0, 200) } : {}),
    ...(rol ? { rol } : {}),
    orden: sort && ORDERS.has(sort.field) ? (sort.field as UsuariosOrden) : 'email',
    sentido: sort?.order === 'DESC' ? 'desc' : 'asc',
    desde: pagination ? (pagination.page - 1) * pagination.perPage : 0,
    limite: perPage,
  };
}
