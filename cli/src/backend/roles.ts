import { ROLE_NAMES as NAMES, type Rol } from '@vegeo/data';
import { usage } from '../userError.js';

/** `lector`, `editor`, `administrador`; anything else as it is. */
export function roleName(role: string): string {
  return Object.hasOwn(NAMES, role) ? NAMES[role as Rol] : role;
}

/**
 * A role as typed: its Spanish name or its stored value, in any case.
 *
 * @example parseRol('Administrador') // 'admin'
 * @example parseRol('jefe') // throws: Rol desconocido «jefe»: use lector, editor o administrador.
 */
export function parseRol(text: string): Rol {
  const typed = text.trim().toLowerCase();
  const found = (Object.entries(NAMES) as [Rol, string][]).find(([stored, name]) => typed === stored || typed === name);
  if (!found) throw usage(`Rol desconocido «${text}»: use lector, editor o administrador.`);
  return found[0];
}
