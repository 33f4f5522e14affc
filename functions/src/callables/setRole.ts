import type { SetRoleResponse } from '@vegeo/data';
import { requireRole } from '../access.js';
import { setRoleRequest } from '../contracts.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import type { AuditRecord } from '../geo-store.js';

/**
 * `setRole({ email | uid, role })` (admins): sets the `role` claim, mirrors it at `/users/{uid}`
 * and audits it, in one update. The user sees the new role once their ID token refreshes.
 */
export const handle: Handler<SetRoleResponse, 'store' | 'users' | 'clock'> = async (deps, request) => {
  const caller = requireRole(request, 'admin');
  const input = parse(setRoleRequest, request.data);
  const by = 'email' in input ? { email: input.email } : { uid: input.uid };
  const user = await deps.users.find(by);
  if (!user) throw fail('not-found', `No existe la cuenta '${'email' in by ? by.email : by.uid}'`);
  if (user.uid === caller.uid) throw fail('failed-precondition', 'No puede cambiar su propio rol');

  const before = await deps.store.readUser(user.uid);
  await deps.users.setRole(user.uid, input.role);
  const entry: AuditRecord = {
    at: deps.clock(),
    uid: caller.uid,
    ...(caller.email ? { email: caller.email } : {}),
    accion: 'rol',
    tipo: 'usuario',
    id: user.uid,
    antes: { role: before?.role ?? 'viewer' },
    despues: { role: input.role },
  };
  await deps.store.update({
    [`users/${user.uid}`]: { ...(user.email ? { email: user.email } : {}), role: input.role },
    [`audit/${deps.store.newAuditKey()}`]: entry,
  });
  return { uid: user.uid, email: user.email, role: input.role };
};
