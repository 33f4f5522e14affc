import type { Rol } from '@vegeo/data';
import type { CallRequest } from '../../src/access.js';

/** A call by a signed-in user with `role` (no claim for a viewer unless `claim` is set). */
export function as(role: Rol | null, data: unknown, uid = `${role ?? 'anon'}-uid`): CallRequest {
  if (role === null) return { auth: null, data };
  const token: Record<string, unknown> = { email: `${uid}@example.com` };
  if (role !== 'viewer') token['role'] = role;
  return { auth: { uid, token }, data };
}

/** The `code` and `message` of what `promise` rejected with. */
export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await promise;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: unknown };
    return { code, message, details };
  }
  throw new Error('se esperaba un error');
}
