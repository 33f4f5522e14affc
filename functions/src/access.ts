import type { Rol } from '@vegeo/data';
import { fail } from './errors.js';

/** The part of a callable request the handlers read: identity comes only from `auth`. */
export interface CallRequest {
  auth?: { uid: string; token: Record<string, unknown> } | null;
  data: unknown;
}

/** The signed-in user behind a call. */
export interface Caller {
  uid: string;
  email?: string;
  role: Rol;
}

const RANK: Record<Rol, number> = { viewer: 0, editor: 1, admin: 2 };

/** The `role` claim; anything else (no claim included) is a viewer. */
export function roleOf(token: Record<string, unknown>): Rol {
  const role = token['role'];
  return role === 'editor' || role === 'admin' ? role : 'viewer';
}

/** The caller, or `unauthenticated`. */
export function callerOf(request: CallRequest): Caller {
  const auth = request.auth;
  if (!auth?.uid) throw fail('unauthenticated', 'Debe iniciar sesión para usar este servicio');
  const email = auth.token['email'];
  return { uid: auth.uid, role: roleOf(auth.token), ...(typeof email === 'string' ? { email } : {}) };
}

/** The caller when their role is at least `minimum`, or `permission-denied`. */
export function requireRole(request: CallRequest, minimum: Rol): Caller {
  const caller = callerOf(request);
  if (RANK[caller.role] < RANK[minimum]) {
    const needed = minimum === 'admin' ? 'administrador' : 'editor o administrador';
    throw fail('permission-denied', `Esta operación requiere el rol ${needed}`);
  }
  return caller;
}
