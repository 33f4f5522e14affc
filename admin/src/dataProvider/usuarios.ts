import { normalizeName, type Rol, type Usuario, type UsuariosResponse } from '@vegeo/data';
import type { WriteSide } from './ports.js';
import { collator, page, type ListQuery } from './queries.js';
import { callOrThrow } from './writes.js';

/** The `usuarios` resource's name. */
export const USUARIOS = 'usuarios';

/** An account as a react-admin record: `id` is its uid. */
export type UsuarioRow = Usuario & { id: string };

/** Sends the e-mail sign-in link an invited person uses to get in. */
export type SendSignInLink = (email: string) => Promise<void>;

/**
 * The accounts as admins manage them, all through the callables: listed whole (`usuarios`, page
 * by page) and answered in the browser (search by e-mail or name, filter by role, sort, page);
 * invited (`invitarUsuario`, then the sign-in link by e-mail), role changed (`setRole`), disabled
 * or enabled (`desactivarUsuario`), deleted (`borrarUsuario`).
 */
export class UsuariosResource {
  private loaded: UsuarioRow[] = [];

  constructor(
    private readonly write: WriteSide,
    private readonly sendSignInLink?: SendSignInLink,
  ) {}

  async list(query: ListQuery): Promise<{ data: UsuarioRow[]; total: number }> {
    const all: UsuarioRow[] = [];
    let pagina: string | null = null;
    do {
      const response: UsuariosResponse = await callOrThrow(this.write, 'usuarios', pagina ? { pagina } : {});
      all.push(...response.usuarios.map((usuario) => ({ ...usuario, id: usuario.uid })));
      pagina = response.siguiente;
    } while (pagina);
    this.loaded = all;
    const matches = sortUsuarios(filterUsuarios(all, query.filter ?? {}), query.sort);
    return { data: page(matches, query.pagination), total: matches.length };
  }

  async one(id: string): Promise<UsuarioRow | undefined> {
    if (!this.loaded.some((row) => row.id === id)) await this.list({});
    return this.loaded.find((row) => row.id === id);
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
    this.loaded = this.loaded.filter((row) => row.id !== id);
  }

  private row(uid: string, usuario: Usuario | null, fallback?: UsuarioRow): UsuarioRow {
    return usuario ? { ...usuario, id: uid } : (fallback ?? ({ uid, id: uid } as UsuarioRow));
  }
}

function filterUsuarios(rows: UsuarioRow[], filter: Record<string, unknown>): UsuarioRow[] {
  const words = typeof filter.q === 'string' ? normalizeName(filter.q).split(' ').filter(Boolean) : [];
  const role = typeof filter.role === 'string' && filter.role ? filter.role : undefined;
  return rows.filter((row) => {
    if (role && row.role !== role) return false;
    const text = normalizeName(`${row.email ?? ''} ${row.nombre ?? ''} ${row.telefono ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

function sortUsuarios(rows: UsuarioRow[], sort?: { field: string; order: string }): UsuarioRow[] {
  const field = (sort?.field || 'email') as keyof UsuarioRow;
  const sign = sort?.order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}
