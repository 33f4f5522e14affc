import type { Rol } from './contracts.js';

/**
 * Each role as people read it; the stored values (the `role` claim, `/users`) stay in English.
 *
 * @example ROLE_NAMES.viewer // 'lector'
 */
export const ROLE_NAMES: Readonly<Record<Rol, string>> = { viewer: 'lector', editor: 'editor', admin: 'administrador' };

/**
 * The role an ID token's claims name: its `role` claim when it is one, `viewer` otherwise (no
 * claim included). Only a hint for clients: the server reads `/users/{uid}`.
 *
 * @example roleOfClaims({ role: 'editor' }) // 'editor'
 * @example roleOfClaims({ role: 'jefe' }) // 'viewer'
 */
export function roleOfClaims(claims: Record<string, unknown> | null | undefined): Rol {
  const role = claims?.['role'];
  return role === 'editor' || role === 'admin' ? role : 'viewer';
}
