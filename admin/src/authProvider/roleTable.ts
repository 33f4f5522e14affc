import { COLLECTIONS, type Rol } from '@vegeo/data';

/** What a person may do to a resource, as react-admin names it. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'clone';

const READ: readonly Action[] = ['list', 'show', 'export'];
const WRITE: readonly Action[] = [...READ, 'create', 'edit', 'delete', 'clone'];
const GEO = COLLECTIONS;

/**
 * The role table: viewers read the geography, editors also change it, admins also read the
 * audit and manage users (`usuarios`). Anything not listed is denied.
 */
export const ROLE_TABLE: Record<Rol, Record<string, readonly Action[]>> = {
  viewer: Object.fromEntries(GEO.map((resource) => [resource, READ])),
  editor: Object.fromEntries(GEO.map((resource) => [resource, WRITE])),
  admin: { ...Object.fromEntries(GEO.map((resource) => [resource, WRITE])), auditoria: READ, usuarios: WRITE },
};

/** Whether `role` may do `action` on `resource` (a record-level `resource.field` reads as its resource). */
export function canAccess(role: Rol, resource: string, action: string): boolean {
  // Own entries only: a role or resource named like an object member (`constructor`) is unknown, so denied.
  const table = Object.hasOwn(ROLE_TABLE, role) ? ROLE_TABLE[role] : undefined;
  const name = resource.split('.')[0] ?? '';
  const actions = table && Object.hasOwn(table, name) ? table[name] : undefined;
  return actions?.includes(action as Action) ?? false;
}
